import type { FunnelStep } from '../api/get-funnel';

const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;

/** The funnel as horizontal bars, each as wide as its share of the first step (plain CSS). */
export function FunnelChart({ steps }: { steps: FunnelStep[] }) {
  const last = steps[steps.length - 1];
  return (
    <div className="grid gap-3">
      <ol className="grid gap-3" aria-label="Funnel">
        {steps.map((step) => (
          <li key={step.name} className="grid gap-1" data-testid="funnel-step">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium">{step.label}</span>
              <span className="tabular-nums text-muted-foreground">
                <span className="font-semibold text-foreground">{step.count.toLocaleString()}</span>
                {step.conversion === null ? null : (
                  <span title="Of the step before"> · {percent(step.conversion)}</span>
                )}
              </span>
            </div>
            <div className="h-3 overflow-hidden rounded-full bg-muted">
              <div
                className="h-full rounded-full bg-gradient-to-r from-primary to-fuchsia-400"
                style={{ width: `${Math.max(step.overall * 100, step.count ? 1.5 : 0)}%` }}
              />
            </div>
          </li>
        ))}
      </ol>
      {last && steps[0]?.count ? (
        <p className="text-xs text-muted-foreground">
          Percentages are of the step before; {percent(last.overall)} of visitors went on to pay.
        </p>
      ) : null}
    </div>
  );
}
