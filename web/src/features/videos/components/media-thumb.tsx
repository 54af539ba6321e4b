import { PlayIcon } from '@/components/media/media-icons';
import type { MediaView } from '@/lib/api-types';
import { useMustBlur } from '@/lib/media/blur';
import { cn } from '@/lib/utils';

/** A small picture of linked media (a video's first frame with a play mark); NSFW ones stay
 * blurred here, their own page has the reveal. */
export function MediaThumb({
  media,
  className,
}: {
  media: Pick<MediaView, 'thumbUrl' | 'shouldBlur' | 'kind'>;
  className?: string;
}) {
  const blurred = useMustBlur(media.shouldBlur);
  return (
    <span
      className={cn(
        'relative block shrink-0 overflow-hidden rounded-lg border border-border/60 bg-secondary/50',
        className,
      )}
    >
      <img
        src={media.thumbUrl}
        alt=""
        loading="lazy"
        className={cn('h-full w-full object-cover', blurred && 'scale-110 blur-md')}
      />
      {media.kind === 'video' ? (
        <span className="absolute inset-0 grid place-items-center">
          <span className="grid h-7 w-7 place-items-center rounded-full bg-black/55 text-white ring-1 ring-white/25">
            <PlayIcon width={12} height={12} />
          </span>
        </span>
      ) : null}
    </span>
  );
}
