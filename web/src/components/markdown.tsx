import ReactMarkdown, { defaultUrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { cn } from '@/lib/utils';

/**
 * Spec 5 Markdown links: a link is kept only for http, https, irc, ircs, mailto, xmpp or a relative
 * URL; any other URL is blanked. react-markdown's default transform is exactly that rule.
 */
export const markdownUrlTransform = defaultUrlTransform;

/** Markdown from a model or a person: no raw HTML, safe links that open in a new tab. */
export function Markdown({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cn('markdown grid gap-2 break-words', className)}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        urlTransform={markdownUrlTransform}
        components={{
          a: ({ node: _node, ...props }) => (
            <a
              {...props}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="text-primary underline underline-offset-2"
            />
          ),
        }}
      >
        {text}
      </ReactMarkdown>
    </div>
  );
}
