/** Formatting for the admin billing panel: dates, signed credits, tones (money and the status badge
 * come from lib/billing-format, shared with the billing pages). */

export {
  formatPrice as formatMoney,
  STATUS_TONE_CLASS as TONE_CLASS,
  subscriptionStatus,
} from '@/lib/billing-format';

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
