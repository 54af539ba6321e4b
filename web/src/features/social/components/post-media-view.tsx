import { Link } from 'react-router';
import { EyeOffIcon } from '@/components/ui/icons';
import { cn } from '@/lib/utils';
import type { PostMedia } from '../types';

/** Where a viewer who sees NSFW blurred can change that (the age check and the opt-in). */
export const VERIFY_AGE_PATH = '/profile/account';

/** Feeds keep tall and wide pictures within a portrait 4:5 and a landscape 1.91:1 frame. */
export function frameRatio(media: Pick<PostMedia, 'width' | 'height'>): number {
  if (!media.width || !media.height) return 4 / 5;
  return Math.min(1.91, Math.max(0.8, media.width / media.height));
}

interface PostMediaViewProps {
  media: PostMedia;
  alt: string;
  /** Opens this address when the picture is clicked (the post's page). */
  to?: string | undefined;
  /** Grids: a square thumbnail instead of the framed picture. */
  square?: boolean;
  className?: string;
}

/**
 * A post's picture or video. NSFW media the server marked `shouldBlur` arrives already blurred from
 * the server (a visitor never receives the bytes); it stays behind the overlay, with no way to
 * reveal it here: the way on is verifying the age.
 */
export function PostMediaView({ media, alt, to, square = false, className }: PostMediaViewProps) {
  const blurred = media.shouldBlur;
  const style = square ? undefined : { aspectRatio: String(frameRatio(media)) };
  const picture = (
    <img
      src={square || media.kind === 'video' ? media.thumbUrl : media.url}
      alt={alt}
      width={media.width}
      height={media.height}
      loading="lazy"
      decoding="async"
      draggable={false}
      className={cn(
        'block h-full w-full bg-secondary/40 object-cover',
        blurred && 'scale-110 blur-2xl',
      )}
    />
  );
  let body = picture;
  if (!blurred && media.kind === 'video' && !square) {
    body = (
      // biome-ignore lint/a11y/useMediaCaption: generated videos have no speech to caption
      <video
        src={media.url}
        poster={media.thumbUrl}
        controls
        playsInline
        preload="none"
        className="block h-full w-full bg-black object-contain"
        aria-label={alt}
      />
    );
  } else if (!blurred && to) {
    body = (
      <Link to={to} className="block h-full w-full" aria-label={alt}>
        {picture}
      </Link>
    );
  }
  return (
    <div
      data-testid="post-media"
      data-should-blur={blurred ? 'true' : 'false'}
      className={cn('relative overflow-hidden bg-black', square && 'aspect-square', className)}
      style={style}
    >
      {body}
      {blurred ? (
        <div
          data-testid="nsfw-overlay"
          className="absolute inset-0 grid place-items-center bg-black/30 p-3 text-center text-white"
        >
          <div className="grid justify-items-center gap-2 rounded-2xl bg-black/55 px-4 py-3 shadow-lg backdrop-blur-sm">
            <EyeOffIcon width={square ? 18 : 24} height={square ? 18 : 24} />
            <p className={cn('font-semibold', square ? 'text-xs' : 'text-sm')}>
              NSFW — verify your age to view
            </p>
            {square ? null : (
              <Link
                to={VERIFY_AGE_PATH}
                className="inline-flex min-h-10 items-center rounded-full bg-white/90 px-4 text-sm font-medium text-black hover:bg-white"
              >
                Verify age
              </Link>
            )}
          </div>
        </div>
      ) : null}
      {media.kind === 'video' && (square || blurred) ? (
        <span className="absolute right-2 top-2 rounded-full bg-black/60 px-2 py-0.5 text-[11px] font-medium text-white">
          Video
        </span>
      ) : null}
    </div>
  );
}
