import { Button } from '@/components/ui/button';

interface SwipeControlProps {
  /** The shown version, from 0. */
  index: number;
  count: number;
  disabled: boolean;
  onSelect(index: number): void;
}

/** ‹ 2/3 › between the versions of a regenerated reply. */
export function SwipeControl({ index, count, disabled, onSelect }: SwipeControlProps) {
  return (
    <div className="flex items-center gap-1 text-xs" data-testid="swipe-control">
      <Button
        variant="ghost"
        className="h-7 px-2"
        aria-label="Previous version"
        data-testid="swipe-prev"
        disabled={disabled || index <= 0}
        onClick={() => onSelect(index - 1)}
      >
        ‹
      </Button>
      <span data-testid="swipe-count">
        {index + 1}/{count}
      </span>
      <Button
        variant="ghost"
        className="h-7 px-2"
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
