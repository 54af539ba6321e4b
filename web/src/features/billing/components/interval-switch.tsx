import { cn } from '@/lib/utils';
import type { Interval } from '../types';

/** Monthly | Yearly, as a segmented control; Yearly says what it saves. */
export function IntervalSwitch({
  value,
  onChange,
  savingPercent,
}: {
  value: Interval;
  onChange(value: Interval): void;
  savingPercent: number;
}) {
  const option = (interval: Interval, label: string, extra?: string) => (
    <button
      type="button"
      aria-pressed={value === interval}
      onClick={() => onChange(interval)}
      className={cn(
        'flex h-10 items-center gap-2 rounded-full px-4 font-medium text-sm transition-colors',
        value === interval
          ? 'bg-primary text-primary-foreground shadow'
          : 'text-foreground/80 hover:text-foreground',
      )}
    >
      {label}
      {extra ? (
        <span
          className={cn(
            'rounded-full px-2 py-0.5 font-semibold text-[11px]',
            value === interval ? '' : 'text-primary',
          )}
        >
          {extra}
        </span>
      ) : null}
    </button>
  );
  return (
    <fieldset className="inline-flex rounded-full border border-border bg-card p-1">
      <legend className="sr-only">Billing period</legend>
      {option('month', 'Monthly')}
      {option('year', 'Yearly', savingPercent > 0 ? `Save ${savingPercent}%` : undefined)}
    </fieldset>
  );
}
