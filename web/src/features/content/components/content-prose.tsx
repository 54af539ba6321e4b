import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '@/lib/utils';
import { PROSE } from './prose';

/**
 * A page body the server rendered from markdown (raw HTML in the file was escaped there). Links to
 * our own pages navigate inside the app instead of loading the page again.
 */
export function ContentProse({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  if (!html) return null;

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigate(href);
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the click is the links' own (delegated); keyboard activation of a link fires it too
    <div
      className={cn(PROSE, 'max-w-3xl', className)}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by our server from markdown with raw HTML escaped
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
