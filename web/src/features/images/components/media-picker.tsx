import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PlayIcon } from '@/components/media/media-icons';
import { PreviewBadge } from '@/components/media/preview-badge';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import type { MediaView } from '@/lib/api-types';
import { useMustBlur } from '@/lib/media/blur';
import { cn } from '@/lib/utils';
import { useGallery } from '../api/get-gallery';

interface MediaPickerProps {
  isSelected(media: MediaView): boolean;
  onToggle(media: MediaView): void;
  /** Leave videos out (an avatar is a picture). */
  imagesOnly?: boolean;
}

/** My images (and videos) as a grid to pick from (a tap selects; NSFW ones stay blurred, marked
 * 18+). */
export function MediaPicker({ isSelected, onToggle, imagesOnly = false }: MediaPickerProps) {
  const gallery = useGallery({});
  const items = imagesOnly ? gallery.items.filter((m) => m.kind === 'image') : gallery.items;
  if (gallery.error) return <Alert variant="destructive">{errorMessage(gallery.error)}</Alert>;
  if (!gallery.data) return <Spinner />;
  if (items.length === 0 && !gallery.hasMore) {
    return (
      <EmptyState
        title="No images yet"
        actions={
          <Button asChild>
            <Link to="/generate">Generate images</Link>
          </Button>
        }
      >
        Generate pictures of your characters first; they appear here to pick from.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-6">
      <div
        className="grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 md:grid-cols-5 lg:grid-cols-6"
        data-testid="media-picker"
      >
        {items.map((m) => (
          <PickTile key={m.id} media={m} selected={isSelected(m)} onToggle={() => onToggle(m)} />
        ))}
      </div>
      {gallery.hasMore ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            className="h-11 px-8"
            disabled={gallery.loadingMore}
            onClick={() => void gallery.setSize(gallery.size + 1)}
          >
            {gallery.loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function PickTile({
  media,
  selected,
  onToggle,
}: {
  media: MediaView;
  selected: boolean;
  onToggle(): void;
}) {
  const blurred = useMustBlur(media.shouldBlur);
  return (
    <button
      type="button"
      aria-pressed={selected}
      data-testid="pick-tile"
      onClick={onToggle}
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
      <span
        aria-hidden
        className={cn(
          'absolute top-2 right-2 grid h-7 w-7 place-items-center rounded-full border-2 text-sm shadow',
          selected
            ? 'border-primary bg-primary text-primary-foreground'
            : 'border-white/80 bg-black/30 text-transparent',
        )}
      >
        ✓
      </span>
    </button>
  );
}
