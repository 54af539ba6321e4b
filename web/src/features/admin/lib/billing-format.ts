/** Formatting for the admin billing panel: money from minor units, dates, signed credits. */

/** A price from minor units (cents) in its currency, e.g. 1299 USD → "$12.99". */
export function formatMoney(minor: number, currency: string, locale?: string): string {
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minor / 10 ** digits);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

export function formatDay(iso: string | null | undefined, locale?: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatTime(iso: string | null | undefined, locale?: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(iso));
}

export function sameDay(a: string | null | undefined, b: string | null | undefined): boolean {
  return Boolean(a && b) && formatDay(a) === formatDay(b);
}

export function count(n: number): string {
  return n.toLocaleString('en-US');
}

/** A signed credit amount: "+500", "−40" (a real minus sign), "0". */
export function signed(amount: number): string {
  if (amount > 0) return `+${amount.toLocaleString('en-US')}`;
  if (amount < 0) return `\u2212${Math.abs(amount).toLocaleString('en-US')}`;
  return '0';
}

export type Tone = 'good' | 'warn' | 'bad' | 'muted';

export const TONE_CLASS: Record<Tone, string> = {
  good: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-200',
  warn: 'border-primary/50 bg-primary/15 text-primary',
  bad: 'border-destructive/50 bg-destructive/10 text-red-200',
  muted: '',
};

/** The badge of a subscription's status. */
export function subscriptionStatus(sub: { status: string; cancelAtPeriodEnd: boolean }): {
  label: string;
  tone: Tone;
} {
  switch (sub.status) {
    case 'trialing':
      return sub.cancelAtPeriodEnd
        ? { label: 'Trial, canceling', tone: 'warn' }
        : { label: 'Trial', tone: 'good' };
    case 'active':
      return sub.cancelAtPeriodEnd
        ? { label: 'Active, canceling', tone: 'warn' }
        : { label: 'Active', tone: 'good' };
    case 'past_due':
      return { label: 'Past due', tone: 'bad' };
    case 'pending':
      return { label: 'Pending', tone: 'warn' };
    case 'canceled':
      return { label: 'Canceled', tone: 'muted' };
    case 'expired':
      return { label: 'Expired', tone: 'muted' };
    default:
      return { label: sub.status, tone: 'muted' };
  }
}

/** "Renews on …" or "Ends on …" (once canceled, or when it cancels at the period's end). */
export function renewalLine(
  sub: { status: string; cancelAtPeriodEnd: boolean; renewsOrEndsAt: string | null },
  locale?: string,
): string {
  if (!sub.renewsOrEndsAt) return '';
  const ends = sub.cancelAtPeriodEnd || sub.status === 'canceled' || sub.status === 'expired';
  const past = new Date(sub.renewsOrEndsAt).getTime() < Date.now();
  const verb = ends ? (past ? 'Ended on' : 'Ends on') : 'Renews on';
  return `${verb} ${formatDay(sub.renewsOrEndsAt, locale)}`;
}

/** Whether staff can still cancel it (not already over). */
export function cancelable(sub: { status: string }): boolean {
  return sub.status !== 'canceled' && sub.status !== 'expired';
}

const PAYMENT_TONE: Record<string, string> = {
  paid: 'text-emerald-200',
  failed: 'text-red-200',
  pending: 'text-primary',
  refunded: 'text-muted-foreground',
};

export function paymentTone(status: string): string {
  return PAYMENT_TONE[status] ?? '';
}

const JOB_TONE: Record<string, string> = {
  succeeded: 'text-emerald-200',
  failed: 'text-red-200',
  canceled: 'text-muted-foreground',
};

export function jobTone(state: string): string {
  return JOB_TONE[state] ?? '';
}

/** "image_edit" → "Image edit", "pack-500" → "Pack 500". */
export function humanize(word: string): string {
  const text = word.replace(/[-_]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
