import { Button } from '@/components/ui/button';

interface SwipeControlProps {
  /** The shown version, from 0. */
  index: number;
  count: number;
  disabled: boolean;
  onSelect(index: number): void;
}

/** ‹ 2/3 › between the versions of a regenerated reply; 40 px targets, easy to tap. */
export function SwipeControl({ index, count, disabled, onSelect }: SwipeControlProps) {
  return (
    <div className="flex items-center text-xs text-muted-foreground" data-testid="swipe-control">
      <Button
        variant="ghost"
        size="icon"
        className="rounded-full text-lg"
        aria-label="Previous version"
        data-testid="swipe-prev"
        disabled={disabled || index <= 0}
        onClick={() => onSelect(index - 1)}
      >
        ‹
      </Button>
      <span data-testid="swipe-count" className="min-w-8 text-center tabular-nums">
        {index + 1}/{count}
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="rounded-full text-lg"
        aria-label="Next version"
        data-testid="swipe-next"
        disabled={disabled || index >= count - 1}
        onClick={() => onSelect(index + 1)}
      >
        ›
      </Button>
    </div>
  );
}
