import type { EditStyle } from '@/lib/api-types';
import { cn } from '@/lib/utils';

const VIDEO = /\.(mp4|webm|mov)(\?|$)/i;

/** An edit style preset: its preview (a picture or a short video) and its name. */
export function StyleCard({
  style,
  selected,
  onSelect,
}: {
  style: EditStyle;
  selected: boolean;
  onSelect(): void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a preview card, not a bare radio input
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      data-testid="style-option"
      data-style-id={style.id}
      onClick={onSelect}
      className={cn(
        'group relative aspect-[4/5] overflow-hidden rounded-xl border bg-secondary/50 text-left shadow-sm transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        selected
          ? 'border-primary ring-2 ring-primary'
          : 'border-border/60 hover:border-primary/60',
      )}
    >
      {style.id === 'custom' ? (
        <span className="absolute inset-0 grid place-items-center bg-[radial-gradient(circle_at_30%_20%,rgba(244,114,182,0.35),transparent_55%),linear-gradient(160deg,#3b0764,#0f172a)] font-display text-4xl text-white/80">
          ✎
        </span>
      ) : VIDEO.test(style.previewUrl) ? (
        <video
          src={style.previewUrl}
          muted
          loop
          autoPlay
          playsInline
          className="h-full w-full object-cover"
        />
      ) : (
        <img
          src={style.previewUrl}
          alt=""
          loading="lazy"
          className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
        />
      )}
      <span className="absolute inset-x-0 bottom-0 grid gap-0.5 bg-gradient-to-t from-black/90 via-black/55 to-transparent px-2.5 pt-8 pb-2">
        <span className="font-semibold text-sm text-white leading-tight">{style.displayName}</span>
        <span className="line-clamp-2 text-[0.7rem] text-white/75 leading-snug">
          {style.description}
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
