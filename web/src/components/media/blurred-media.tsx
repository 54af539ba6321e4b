import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MediaView } from '@/lib/api-types';
import { useMustBlur } from '@/lib/media/blur';
import { cn } from '@/lib/utils';
import { BlurGate } from './blur-gate';
import { PreviewBadge } from './preview-badge';

type Shown = Pick<MediaView, 'shouldBlur' | 'isPreview' | 'width' | 'height'> & {
  /** The picture to show (the full file, or the thumbnail in grids). */
  src: string;
};

interface BlurredMediaProps {
  media: Shown;
  alt: string;
  /** Opens this address when the (revealed) picture is clicked. */
  to?: string | undefined;
  /** Fill the box (grids: cover) or show the whole picture (contain). */
  fit?: 'cover' | 'contain';
  /** The picture keeps its own shape (width/height) instead of filling a box of the caller's. */
  natural?: boolean;
  compact?: boolean;
  className?: string;
  imgClassName?: string;
  /** Extra overlays (a selection mark, a caption). */
  children?: ReactNode;
}

/**
 * A generated picture: blurred behind "Tap to reveal" when it is NSFW and the viewer has not opted
 * in (safety policy), marked "Preview" when the preview backend made it.
 */
export function BlurredMedia({
  media,
  alt,
  to,
  fit = 'cover',
  natural = false,
  compact = false,
  className,
  imgClassName,
  children,
}: BlurredMediaProps) {
  const blurred = useMustBlur(media.shouldBlur);
  const img = (
    <img
      src={media.src}
      alt={alt}
      width={media.width}
      height={media.height}
      loading="lazy"
      decoding="async"
      draggable={false}
      className={cn(
        'block h-full w-full bg-secondary/40',
        fit === 'cover' ? 'object-cover' : 'object-contain',
        imgClassName,
      )}
    />
  );
  return (
    <div
      data-testid="media"
      data-should-blur={media.shouldBlur ? 'true' : 'false'}
      className={cn('relative overflow-hidden', className)}
      style={natural ? { aspectRatio: `${media.width} / ${media.height}` } : undefined}
    >
      <BlurGate blurred={blurred} compact={compact} className="h-full w-full">
        {to ? (
          <Link to={to} className="block h-full w-full" aria-label={alt}>
            {img}
          </Link>
        ) : (
          img
        )}
      </BlurGate>
      {media.isPreview ? <PreviewBadge className="absolute bottom-2 left-2" /> : null}
      {children}
    </div>
  );
}
