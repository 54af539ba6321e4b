import { cn } from '@/lib/utils';

/** "3 new posts ↑": floats over the top of the feed when newer posts exist; a tap loads them. */
export function NewPostsPill({
  count,
  onLoad,
  busy = false,
}: {
  count: number;
  onLoad(): void;
  busy?: boolean;
}) {
  if (count <= 0) return null;
  const label = count === 1 ? '1 new post' : `${count > 99 ? '99+' : count} new posts`;
  return (
    <div className="pointer-events-none sticky top-16 z-20 flex justify-center">
      <button
        type="button"
        data-testid="new-posts-pill"
        disabled={busy}
        onClick={onLoad}
        className={cn(
          'pointer-events-auto inline-flex min-h-10 items-center gap-2 rounded-full bg-primary px-5 text-sm font-semibold text-primary-foreground shadow-lg shadow-primary/30 transition hover:bg-primary/90',
          busy && 'opacity-70',
        )}
      >
        <span aria-hidden>↑</span>
        {label}
      </button>
    </div>
  );
}
