import { useState } from 'react';
import { cn } from '@/lib/utils';
import type { VideoEdit } from '../types';
import { PreviewVideo } from './preview-video';

/** A video edit preset: its own preview clip (playing on hover, focus or once chosen), name and
 * what it does. */
export function EditCard({
  edit,
  selected,
  onSelect,
}: {
  edit: VideoEdit;
  selected: boolean;
  onSelect(): void;
}) {
  const [active, setActive] = useState(false);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a preview card, not a bare radio input
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      aria-label={`${edit.displayName}: ${edit.description}`}
      data-testid="edit-option"
      data-edit-id={edit.id}
      onClick={onSelect}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setActive(true)}
      onPointerLeave={() => setActive(false)}
      onFocus={() => setActive(true)}
      onBlur={() => setActive(false)}
      className={cn(
        'relative aspect-[4/5] overflow-hidden rounded-xl sm:aspect-square border bg-secondary/50 text-left shadow-sm transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        selected
          ? 'border-primary ring-2 ring-primary'
          : 'border-border/60 hover:border-primary/60',
      )}
    >
      <PreviewVideo src={edit.previewUrl} playing={active || selected} />
      <span className="absolute inset-x-0 bottom-0 grid gap-0.5 bg-gradient-to-t from-black/90 via-black/55 to-transparent px-2 pt-8 pb-1.5">
        <span className="font-semibold text-white text-xs leading-tight">{edit.displayName}</span>
        <span className="line-clamp-2 hidden text-[0.65rem] text-white/75 leading-snug sm:block">
          {edit.description}
        </span>
      </span>
      {selected ? (
        <span className="absolute top-1.5 left-1.5 grid h-6 w-6 place-items-center rounded-full bg-primary text-primary-foreground text-xs shadow">
          ✓
        </span>
      ) : null}
    </button>
  );
}
