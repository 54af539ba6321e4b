import type { Interval, Plan, Subscription } from '../types';

/** A price from minor units (cents) in its currency, e.g. 1299 USD → "$12.99". */
export function formatPrice(minor: number, currency: string, locale?: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  const amount = minor / 10 ** digits;
  // Whole amounts read cleaner without ".00" ($10, not $10.00).
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

export function intervalWord(interval: Interval | null | undefined): string {
  return interval === 'year' ? 'year' : 'month';
}

/** The plans of one interval, in price order. */
export function plansFor(plans: readonly Plan[], interval: Interval): Plan[] {
  return plans.filter((p) => p.interval === interval).sort((a, b) => a.priceMinor - b.priceMinor);
}

/** What a yearly plan saves against twelve months of the same monthly plan (0 if nothing). */
export function yearlySavingMinor(plans: readonly Plan[], yearly: Plan): number {
  if (yearly.interval !== 'year') return 0;
  const monthly = plans.find(
    (p) => p.interval === 'month' && p.name === yearly.name && p.currency === yearly.currency,
  );
  if (!monthly) return 0;
  return Math.max(0, monthly.priceMinor * 12 - yearly.priceMinor);
}

/** The largest saving, in whole percent, of going yearly (for the Monthly/Yearly switch). */
export function bestYearlySavingPercent(plans: readonly Plan[]): number {
  let best = 0;
  for (const plan of plans) {
    const monthly = plans.find((p) => p.interval === 'month' && p.name === plan.name);
    const saving = yearlySavingMinor(plans, plan);
    if (monthly && saving > 0) best = Math.max(best, saving / (monthly.priceMinor * 12));
  }
  return Math.floor(best * 100);
}

export type StatusTone = 'good' | 'warn' | 'bad' | 'muted';

/** The badge of a subscription's status. */
export function statusLabel(sub: Pick<Subscription, 'status' | 'cancelAtPeriodEnd'>): {
  label: string;
  tone: StatusTone;
} {
  switch (sub.status) {
    case 'trialing':
      return { label: 'Trial', tone: 'good' };
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

export function formatDate(iso: string | null | undefined, locale?: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
}

/** "Renews on May 1, 2026" or "Ends on May 1, 2026" (once canceled, or for a trial that ends). */
export function renewalLine(
  sub: Pick<Subscription, 'status' | 'cancelAtPeriodEnd' | 'renewsOrEndsAt'>,
  locale?: string,
): string {
  if (!sub.renewsOrEndsAt) return '';
  const date = formatDate(sub.renewsOrEndsAt, locale);
  const ends = sub.cancelAtPeriodEnd || sub.status === 'canceled' || sub.status === 'expired';
  return `${ends ? 'Ends on' : 'Renews on'} ${date}`;
}

/** A signed credit amount: "+500", "−40" (a real minus sign), "0". */
export function signedCredits(amount: number): string {
  if (amount > 0) return `+${amount.toLocaleString('en-US')}`;
  if (amount < 0) return `\u2212${Math.abs(amount).toLocaleString('en-US')}`;
  return '0';
}

export function creditsWord(n: number): string {
  return `${n.toLocaleString('en-US')} credit${n === 1 ? '' : 's'}`;
}
