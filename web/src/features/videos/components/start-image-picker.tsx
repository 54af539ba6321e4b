import { MediaPickGrid } from '@/components/media/media-pick-grid';
import { MediaPickTile } from '@/components/media/media-pick-tile';
import type { MediaView } from '@/lib/api-types';
import { useCharacterImages } from '../api/get-character-images';

/** My pictures of the character to start a video from: a tap picks one. */
export function StartImagePicker({
  characterId,
  value,
  onPick,
}: {
  characterId: string;
  value: string | null;
  onPick(media: MediaView): void;
}) {
  const images = useCharacterImages(characterId);
  return (
    <MediaPickGrid
      pages={images}
      items={images.items}
      empty={
        <p className="rounded-xl border border-border border-dashed bg-card/40 p-6 text-center text-muted-foreground text-sm">
          No pictures of this character yet. Close this and keep “Make a still first”, or generate
          images of them on the Images tab.
        </p>
      }
      gap="gap-4"
      className="grid grid-cols-3 gap-2 sm:grid-cols-4"
      role="radiogroup"
      aria-label="Start image"
      data-testid="start-image-picker"
      tile={(m) => (
        <MediaPickTile
          key={m.id}
          media={m}
          selected={m.id === value}
          role="radio"
          aria-checked={m.id === value}
          aria-label={`Image from ${new Date(m.createdAt).toLocaleDateString()}`}
          data-testid="start-image-option"
          onClick={() => onPick(m)}
        />
      )}
    />
  );
}
