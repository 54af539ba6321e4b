import { PreviewBadge } from '@/components/media/preview-badge';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import type { MediaView } from '@/lib/api-types';
import { useMustBlur } from '@/lib/media/blur';
import { cn } from '@/lib/utils';
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
  if (images.error) return <Alert variant="destructive">{errorMessage(images.error)}</Alert>;
  if (!images.data) return <Spinner />;
  if (images.items.length === 0 && !images.hasMore) {
    return (
      <p className="rounded-xl border border-border border-dashed bg-card/40 p-6 text-center text-muted-foreground text-sm">
        No pictures of this character yet. Close this and keep “Make a still first”, or generate
        images of them on the Images tab.
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <div
        className="grid grid-cols-3 gap-2 sm:grid-cols-4"
        role="radiogroup"
        aria-label="Start image"
        data-testid="start-image-picker"
      >
        {images.items.map((m) => (
          <PickTile key={m.id} media={m} selected={m.id === value} onPick={() => onPick(m)} />
        ))}
      </div>
      {images.hasMore ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            className="h-11 px-8"
            disabled={images.loadingMore}
            onClick={() => void images.setSize(images.size + 1)}
          >
            {images.loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function PickTile({
  media,
  selected,
  onPick,
}: {
  media: MediaView;
  selected: boolean;
  onPick(): void;
}) {
  const blurred = useMustBlur(media.shouldBlur);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a picture card, not a bare radio input
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      aria-label={`Image from ${new Date(media.createdAt).toLocaleDateString()}`}
      data-testid="start-image-option"
      onClick={onPick}
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
      {blurred ? (
        <span className="absolute right-2 bottom-2 rounded-full bg-rose-600/90 px-1.5 py-0.5 font-semibold text-[0.6rem] text-white">
          18+
        </span>
      ) : null}
    </button>
  );
}
