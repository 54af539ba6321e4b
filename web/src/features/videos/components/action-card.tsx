import { type ReactNode, useState } from 'react';
import type { Rating } from '@/lib/media/action-presets';
import { useMustBlur } from '@/lib/media/blur';
import { cn } from '@/lib/utils';
import { PreviewVideo } from './preview-video';
import { RatingBadge } from './rating-badge';

interface ActionCardProps {
  id: string;
  name: string;
  rating: Rating;
  /** A preview clip; without one, `art` fills the card (the custom and spoken-line cards). */
  previewUrl?: string | undefined;
  art?: ReactNode;
  /** A second line under the name. */
  hint?: string | undefined;
  selected: boolean;
  onSelect(): void;
}

/** A video action as a card: its preview clip plays on hover or focus (and once chosen), with its
 * name and rating. NSFW previews are softly blurred for viewers who did not opt in. */
export function ActionCard({
  id,
  name,
  rating,
  previewUrl,
  art,
  hint,
  selected,
  onSelect,
}: ActionCardProps) {
  const [active, setActive] = useState(false);
  const soft = useMustBlur(rating === 'NSFW');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a preview card, not a bare radio input
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      aria-label={`${name}, ${rating}`}
      data-testid="action-option"
      data-action-id={id}
      data-rating={rating}
      onClick={onSelect}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setActive(true)}
      onPointerLeave={() => setActive(false)}
      onFocus={() => setActive(true)}
      onBlur={() => setActive(false)}
      className={cn(
        'group relative aspect-[3/4] overflow-hidden rounded-xl border bg-secondary/50 text-left shadow-sm transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        selected
          ? 'border-primary ring-2 ring-primary'
          : 'border-border/60 hover:border-primary/60',
      )}
    >
      {previewUrl ? (
        <PreviewVideo src={previewUrl} playing={active || selected} blurred={soft} />
      ) : (
        art
      )}
      <span className="absolute inset-x-0 bottom-0 grid gap-0.5 bg-gradient-to-t from-black/90 via-black/50 to-transparent px-2 pt-8 pb-1.5">
        <span className="font-medium text-white text-xs leading-tight">{name}</span>
        {hint ? <span className="text-[0.65rem] text-white/70 leading-tight">{hint}</span> : null}
      </span>
      <RatingBadge rating={rating} className="absolute top-1.5 right-1.5" />
      {selected ? (
        <span className="absolute top-1.5 left-1.5 grid h-6 w-6 place-items-center rounded-full bg-primary text-primary-foreground text-xs shadow">
          ✓
        </span>
      ) : null}
    </button>
  );
}
