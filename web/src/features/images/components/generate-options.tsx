import type { ReactNode } from 'react';
import type { Orientation } from '@/lib/api-types';
import { cn } from '@/lib/utils';
import { BATCH_SIZES, ORIENTATIONS } from '../lib/orientations';

function Segment({
  selected,
  onClick,
  children,
  label,
  title,
}: {
  selected: boolean;
  onClick(): void;
  children: ReactNode;
  label?: string;
  title?: string;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a segmented control of buttons
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      aria-label={label}
      title={title}
      onClick={onClick}
      className={cn(
        'grid min-h-10 place-items-center gap-1 rounded-lg border px-2 py-1.5 text-xs transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        selected
          ? 'border-primary bg-primary/15 text-foreground'
          : 'border-border bg-card/50 text-muted-foreground hover:bg-accent',
      )}
    >
      {children}
    </button>
  );
}

/** The orientation (with its shape) and how many images a batch makes. */
export function GenerateOptions({
  orientation,
  onOrientation,
  batchSize,
  onBatchSize,
}: {
  orientation: Orientation;
  onOrientation(value: Orientation): void;
  batchSize: number;
  onBatchSize(value: number): void;
}) {
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">
          Orientation{' '}
          <span className="font-normal text-muted-foreground">
            · {ORIENTATIONS.find((o) => o.value === orientation)?.label}
          </span>
        </legend>
        <div role="radiogroup" aria-label="Orientation" className="grid grid-cols-5 gap-1.5">
          {ORIENTATIONS.map((o) => (
            <Segment
              key={o.value}
              selected={o.value === orientation}
              onClick={() => onOrientation(o.value)}
              label={o.label}
              title={o.label}
            >
              <span
                aria-hidden
                className="block rounded-[3px] border-2 border-current opacity-80"
                style={{ width: 22 * Math.min(1, o.ratio), height: 22 * Math.min(1, 1 / o.ratio) }}
              />
              {o.short}
            </Segment>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">Images</legend>
        <div role="radiogroup" aria-label="Images" className="grid grid-cols-4 gap-1.5">
          {BATCH_SIZES.map((n) => (
            <Segment
              key={n}
              selected={n === batchSize}
              onClick={() => onBatchSize(n)}
              label={`${n} image${n === 1 ? '' : 's'}`}
            >
              <span className="font-semibold text-sm">{n}</span>
            </Segment>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
