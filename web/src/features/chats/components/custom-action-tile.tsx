import { PenIcon } from '@/components/media/media-icons';
import type { VideoAction } from '@/lib/api-types';
import { cn } from '@/lib/utils';

/** A custom action (spec 3: its prompt is empty, the user writes it). */
export function CustomActionTile({
  preset,
  selected,
  onSelect,
}: {
  preset: VideoAction;
  selected: boolean;
  onSelect(): void;
}) {
  const nsfw = preset.rating === 'NSFW';
  return (
    <button
      type="button"
      aria-pressed={selected}
      data-testid="action-option"
      data-action-id={preset.id}
      title={preset.displayName}
      onClick={onSelect}
      className={cn(
        'flex min-h-16 min-w-0 items-center gap-3 rounded-xl border px-3 py-2.5 text-left transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        selected
          ? 'border-primary bg-primary/15 ring-2 ring-primary'
          : 'border-border/60 border-dashed bg-card/60 hover:border-primary/60 hover:bg-accent',
      )}
    >
      <span
        className={cn(
          'grid h-10 w-10 shrink-0 place-items-center rounded-full',
          nsfw ? 'bg-rose-600/90 text-white' : 'bg-primary/15 text-primary',
        )}
      >
        <PenIcon width={16} height={16} />
      </span>
      <span className="grid min-w-0 gap-0.5">
        <span className="font-medium text-sm leading-tight">Your own</span>
        <span className="text-muted-foreground text-xs leading-tight">
          {nsfw ? 'NSFW · 18+' : 'Safe for work'}
        </span>
      </span>
    </button>
  );
}
