const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const full = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday": how long ago an ISO time was. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** The date and time in the reader's locale (for tooltips and the logs). */
export function fullTime(iso: string): string {
  return full.format(new Date(iso));
}

const SOURCES: Record<string, string> = {
  rules: 'Offline rules',
  'text-model': 'Text model',
  classifier: 'OpenAI moderation',
  judge: 'Safety judge',
  'judge-unavailable': 'Safety judge unreachable (fail-closed)',
};

export function sourceLabel(source: string): string {
  return SOURCES[source] ?? source;
}

export function strikesText(count: number): string {
  return count === 1 ? '1 strike' : `${count} strikes`;
}
