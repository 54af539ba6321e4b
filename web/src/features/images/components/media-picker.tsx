import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { MediaPickGrid } from '@/components/media/media-pick-grid';
import { MediaPickTile } from '@/components/media/media-pick-tile';
import { Button } from '@/components/ui/button';
import type { MediaView } from '@/lib/api-types';
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
  return (
    <MediaPickGrid
      pages={gallery}
      items={items}
      empty={
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
      }
      gap="gap-6"
      className="grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 md:grid-cols-5 lg:grid-cols-6"
      data-testid="media-picker"
      tile={(m) => {
        const selected = isSelected(m);
        return (
          <MediaPickTile
            key={m.id}
            media={m}
            selected={selected}
            aria-pressed={selected}
            data-testid="pick-tile"
            onClick={() => onToggle(m)}
          >
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
          </MediaPickTile>
        );
      }}
    />
  );
}
