import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/utils';

export interface Option<T> {
  value: T;
  /** What a screen reader says (and the tooltip). */
  label: string;
  /** What the button shows; the label when not given. */
  content?: ReactNode;
}

interface OptionGroupProps<T> {
  legend: string;
  /** Shown after the legend: the chosen value in words. */
  note?: string | undefined;
  value: T;
  options: readonly Option<T>[];
  onChange(value: T): void;
  /** Grid columns (Tailwind classes). */
  className?: string;
  /** A server message about this control. */
  error?: string | undefined;
  'data-testid'?: string;
}

/** One choice of a few, as a segmented control (radio buttons with a 40 px target). */
export function OptionGroup<T extends string | number>({
  legend,
  note,
  value,
  options,
  onChange,
  className,
  error,
  ...rest
}: OptionGroupProps<T>) {
  const errorId = useId();
  return (
    <fieldset className="grid gap-2" data-testid={rest['data-testid']}>
      <legend className="mb-2 font-medium text-sm">
        {legend}
        {note ? <span className="font-normal text-muted-foreground"> · {note}</span> : null}
      </legend>
      <div
        role="radiogroup"
        aria-label={legend}
        aria-describedby={error ? errorId : undefined}
        className={cn('grid gap-1.5', className)}
      >
        {options.map((o) => {
          const selected = o.value === value;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a segmented control of buttons
            <button
              key={String(o.value)}
              type="button"
              role="radio"
              aria-checked={selected}
              aria-label={o.content ? o.label : undefined}
              title={o.label}
              onClick={() => onChange(o.value)}
              className={cn(
                'grid min-h-10 place-items-center gap-1 rounded-lg border px-2 py-1.5 text-xs transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                selected
                  ? 'border-primary bg-primary/15 text-foreground'
                  : 'border-border bg-card/50 text-muted-foreground hover:bg-accent',
              )}
            >
              {o.content ?? o.label}
            </button>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-red-300 text-xs" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
