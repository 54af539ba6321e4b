import type { ComponentProps } from 'react';
import { PlayIcon } from '@/components/media/media-icons';
import { PreviewBadge } from '@/components/media/preview-badge';
import type { MediaView } from '@/lib/api-types';
import { useMustBlur } from '@/lib/media/blur';
import { cn } from '@/lib/utils';

interface MediaPickTileProps extends Omit<ComponentProps<'button'>, 'type' | 'className'> {
  media: MediaView;
  selected: boolean;
}

/** One of my pictures (or videos) to pick, as a card: its thumbnail (blurred and marked 18+ when it
 * must be), the preview badge, a play mark on a video; the caller gives its role and state. */
export function MediaPickTile({ media, selected, children, ...button }: MediaPickTileProps) {
  const blurred = useMustBlur(media.shouldBlur);
  return (
    <button
      type="button"
      {...button}
      className={cn(
        'relative aspect-[4/5] overflow-hidden rounded-xl border bg-secondary/40 transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        selected
          ? 'border-primary ring-2 ring-primary'
          : 'border-border/60 hover:border-primary/60',
      )}
    >
      <img
        src={media.thumbUrl}
        alt=""
        loading="lazy"
        className={cn('h-full w-full object-cover', blurred && 'scale-110 blur-xl')}
      />
      {media.isPreview ? <PreviewBadge className="absolute bottom-2 left-2" /> : null}
      {media.kind === 'video' ? (
        <span
          aria-hidden
          className="absolute top-2 left-2 grid h-7 w-7 place-items-center rounded-full bg-black/55 text-white ring-1 ring-white/25"
        >
          <PlayIcon width={12} height={12} />
        </span>
      ) : null}
      {blurred ? (
        <span className="absolute right-2 bottom-2 rounded-full bg-rose-600/90 px-1.5 py-0.5 font-semibold text-[0.6rem] text-white">
          18+
        </span>
      ) : null}
      {children}
    </button>
  );
}
