import type { Rating } from '@/lib/media/action-presets';
import { cn } from '@/lib/utils';

const TONE: Record<Rating, string> = {
  SFW: 'bg-emerald-500/85 text-white',
  Suggestive: 'bg-amber-400/90 text-black',
  NSFW: 'bg-rose-600/90 text-white',
};

/** A preset's rating, as a small pill on its card. */
export function RatingBadge({ rating, className }: { rating: Rating; className?: string }) {
  return (
    <span
      data-testid="rating-badge"
      className={cn(
        'rounded-full px-1.5 py-0.5 font-semibold text-[0.6rem] uppercase tracking-wide shadow',
        TONE[rating],
        className,
      )}
    >
      {rating}
    </span>
  );
}
