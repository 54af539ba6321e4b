/** Formatting shared by the billing pages and the admin customer view: money and subscription status. */

/** A price from minor units (cents) in its currency, e.g. 1299 USD → "$12.99"; whole amounts read
 * cleaner without ".00" ($10, not $10.00). */
export function formatPrice(minor: number, currency: string, locale?: string): string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`; // a currency code the browser does not know
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  const amount = minor / 10 ** digits;
  if (Number.isInteger(amount)) {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(amount);
  }
  return format.format(amount);
}

export type StatusTone = 'good' | 'warn' | 'bad' | 'muted';

export const STATUS_TONE_CLASS: Record<StatusTone, string> = {
  good: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-200',
  warn: 'border-primary/50 bg-primary/15 text-primary',
  bad: 'border-destructive/50 bg-destructive/10 text-red-200',
  muted: '',
};

/** The badge of a subscription's status; one set to end at the period's end says so. */
export function subscriptionStatus(sub: { status: string; cancelAtPeriodEnd: boolean }): {
  label: string;
  tone: StatusTone;
} {
  switch (sub.status) {
    case 'trialing':
      return sub.cancelAtPeriodEnd
        ? { label: 'Trial, ending', tone: 'warn' }
        : { label: 'Trial', tone: 'good' };
    case 'active':
      return sub.cancelAtPeriodEnd
        ? { label: 'Canceled', tone: 'warn' }
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
