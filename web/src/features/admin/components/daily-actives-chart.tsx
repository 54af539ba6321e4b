import type { DailyActives } from '../api/get-daily-actives';

const WIDTH = 600;
const HEIGHT = 140;
const GAP = 4;

function shortDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Daily actives for the last 30 days as an SVG bar chart (no chart library). */
export function DailyActivesChart({ days }: { days: DailyActives['days'] }) {
  const max = Math.max(1, ...days.map((d) => d.actives));
  const bar = WIDTH / Math.max(days.length, 1);
  const first = days[0];
  const last = days[days.length - 1];
  return (
    <figure className="grid gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-36 w-full"
        preserveAspectRatio="none"
        role="img"
        aria-label={`Daily actives, most ${max} in a day`}
      >
        {days.map((d, i) => {
          const h = d.actives ? Math.max((d.actives / max) * (HEIGHT - 4), 2) : 0;
          return (
            <rect
              key={d.day}
              x={i * bar + GAP / 2}
              y={HEIGHT - h}
              width={bar - GAP}
              height={h}
              rx={2}
              className="fill-primary"
            >
              <title>{`${shortDate(d.day)}: ${d.actives}`}</title>
            </rect>
          );
        })}
        <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-border" />
      </svg>
      <figcaption className="flex justify-between text-xs text-muted-foreground tabular-nums">
        <span>{first ? shortDate(first.day) : ''}</span>
        <span>Peak {max.toLocaleString()} a day</span>
        <span>{last ? shortDate(last.day) : ''}</span>
      </figcaption>
    </figure>
  );
}
