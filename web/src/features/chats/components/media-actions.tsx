import type { ReactNode } from 'react';
import { AnimateIcon, ExtendIcon, MicIcon } from '@/components/media/media-icons';
import { cn } from '@/lib/utils';
import type { VideoAction, VideoSource } from '../lib/video-requests';
import { useVideoActions } from './video-context';

const ACTIONS: Record<
  VideoSource['kind'],
  { action: VideoAction; label: string; icon: ReactNode }[]
> = {
  image: [
    { action: 'animate', label: 'Animate', icon: <AnimateIcon /> },
    { action: 'say', label: 'Say it', icon: <MicIcon /> },
  ],
  video: [
    { action: 'extend', label: 'Extend', icon: <ExtendIcon /> },
    { action: 'say', label: 'Say it', icon: <MicIcon /> },
  ],
};

/** What a finished picture or video in the chat can become: Animate or Say it; Extend or Say it.
 * Shown on hover or focus where the pointer hovers, always on touch screens. */
export function MediaActions({ source }: { source: VideoSource }) {
  const actions = useVideoActions();
  if (!actions) return null;
  return (
    <div
      data-testid="media-actions"
      className={cn(
        'flex flex-wrap gap-1.5',
        // Pointers that hover: seen on hover or focus, in space kept for them (nothing moves).
        'pointer-fine:opacity-0 pointer-fine:transition-opacity pointer-fine:group-hover:opacity-100 pointer-fine:group-focus-within:opacity-100',
      )}
    >
      {ACTIONS[source.kind].map(({ action, label, icon }) => (
        <button
          key={action}
          type="button"
          data-testid={action === 'say' ? 'say-it-button' : `${action}-button`}
          disabled={actions.locked}
          onClick={() => actions.open({ action, source })}
          className="inline-flex h-8 items-center gap-1.5 rounded-full border border-border/60 bg-card/70 px-3 font-medium text-foreground/85 text-xs shadow-sm transition-colors hover:border-primary/60 hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 pointer-coarse:h-10 pointer-coarse:px-3"
        >
          {icon}
          {label}
        </button>
      ))}
    </div>
  );
}
