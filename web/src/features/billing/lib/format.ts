import { formatPrice, subscriptionStatus } from '@/lib/billing-format';
import type { Interval, Plan, Subscription } from '../types';

export { formatPrice, subscriptionStatus as statusLabel };

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
