import { type ReactNode, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/utils';
import { useDailyActives } from '../api/get-daily-actives';
import { useFunnel } from '../api/get-funnel';
import { DailyActivesChart } from './daily-actives-chart';
import { FunnelChart } from './funnel-chart';

const WINDOWS = [7, 30, 90] as const;

function Panel({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid content-start gap-4 rounded-xl border border-border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        {aside}
      </div>
      {children}
    </div>
  );
}

/** /admin: the funnel (visit → signup → first message → first generation → paid) over a chosen window,
 * and daily actives for the last 30 days, from the first-party events (issue 13). */
export function AnalyticsSection() {
  const [days, setDays] = useState<number>(30);
  const funnel = useFunnel(days);
  const actives = useDailyActives();
  const empty = funnel.data && funnel.data.steps[0]?.count === 0;
  return (
    <section
      aria-labelledby="analytics-heading"
      className="grid gap-4"
      data-testid="admin-analytics"
    >
      <h2 id="analytics-heading" className="text-lg font-semibold">
        Analytics
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel
          title="Funnel"
          aside={
            <fieldset className="flex rounded-lg border border-border p-0.5">
              <legend className="sr-only">Window</legend>
              {WINDOWS.map((w) => (
                <button
                  key={w}
                  type="button"
                  aria-pressed={days === w}
                  onClick={() => setDays(w)}
                  className={cn(
                    'h-10 min-w-12 rounded-md px-3 text-sm tabular-nums',
                    days === w
                      ? 'bg-primary text-primary-foreground'
                      : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  {w} days
                </button>
              ))}
            </fieldset>
          }
        >
          {funnel.error ? <Alert variant="destructive">{errorMessage(funnel.error)}</Alert> : null}
          {!funnel.data && !funnel.error ? <Spinner /> : null}
          {funnel.data ? <FunnelChart steps={funnel.data.steps} /> : null}
          {empty ? (
            <p className="text-sm text-muted-foreground">
              No visits recorded in this window yet. Visits count once a visitor accepts analytics
              in the consent banner.
            </p>
          ) : null}
        </Panel>
        <Panel title="Daily actives · last 30 days">
          {actives.error ? (
            <Alert variant="destructive">{errorMessage(actives.error)}</Alert>
          ) : null}
          {!actives.data && !actives.error ? <Spinner /> : null}
          {actives.data ? <DailyActivesChart days={actives.data.days} /> : null}
        </Panel>
      </div>
    </section>
  );
}
