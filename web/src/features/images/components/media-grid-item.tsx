import { BlurredMedia } from '@/components/media/blurred-media';
import { VideoTileMark } from '@/components/media/video-tile-mark';
import { pathTo } from '@/config/paths';
import type { MediaView } from '@/lib/api-types';
import { cn } from '@/lib/utils';

/** A generated image or video in a grid: its thumbnail (a video's first frame, with a play mark and
 * its length), opening its page. */
export function MediaGridItem({
  media,
  label,
  className,
}: {
  media: MediaView;
  label: string;
  className?: string;
}) {
  const video = media.kind === 'video';
  return (
    <BlurredMedia
      media={{ ...media, src: media.thumbUrl }}
      alt={label}
      to={pathTo('/image/:id', { id: media.id })}
      compact
      className={cn(
        'aspect-[4/5] rounded-xl border border-border/60 bg-secondary/40 shadow-md transition hover:border-primary/60',
        className,
      )}
    >
      {video ? <VideoTileMark duration={media.duration} hasAudio={media.hasAudio} /> : null}
    </BlurredMedia>
  );
}

/** A place in a grid for an image still being made. */
export function PendingTile({ className }: { className?: string }) {
  return (
    <div
      data-testid="pending-tile"
      className={cn(
        'relative aspect-[4/5] overflow-hidden rounded-xl border border-border/60 bg-secondary/40',
        className,
      )}
    >
      <div className="absolute inset-0 animate-pulse bg-gradient-to-br from-primary/10 via-transparent to-primary/5 motion-reduce:animate-none" />
    </div>
  );
}
