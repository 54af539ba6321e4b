import { describe, expect, it } from 'vitest';
import type { Plan } from '../types';
import {
  bestYearlySavingPercent,
  formatPrice,
  plansFor,
  renewalLine,
  signedCredits,
  statusLabel,
  yearlySavingMinor,
} from './format';

function plan(id: string, name: string, interval: 'month' | 'year', priceMinor: number): Plan {
  return {
    id,
    name,
    interval,
    priceMinor,
    currency: 'USD',
    trialDays: 0,
    monthlyCredits: 500,
    unlocks: [],
    trialAvailable: false,
  };
}

const PLANS = [
  plan('ultimate-monthly', 'Ultimate', 'month', 2499),
  plan('premium-monthly', 'Premium', 'month', 1299),
  plan('premium-yearly', 'Premium', 'year', 10399),
  plan('ultimate-yearly', 'Ultimate', 'year', 19999),
];

describe('formatPrice', () => {
  it('formats minor units in their currency', () => {
    expect(formatPrice(1299, 'USD', 'en-US')).toBe('$12.99');
    expect(formatPrice(1299, 'EUR', 'de-DE')).toBe('12,99\u00a0€');
  });
  it('drops the cents of whole amounts', () => {
    expect(formatPrice(1000, 'USD', 'en-US')).toBe('$10');
    expect(formatPrice(0, 'USD', 'en-US')).toBe('$0');
  });
  it('knows currencies without minor units', () => {
    expect(formatPrice(1200, 'JPY', 'en-US')).toBe('¥1,200');
  });
});

describe('the plan switch', () => {
  it('shows the plans of one interval, cheapest first', () => {
    expect(plansFor(PLANS, 'month').map((p) => p.id)).toEqual([
      'premium-monthly',
      'ultimate-monthly',
    ]);
    expect(plansFor(PLANS, 'year').map((p) => p.id)).toEqual(['premium-yearly', 'ultimate-yearly']);
  });
  it('says what yearly saves against twelve months', () => {
    const yearly = PLANS[2] as Plan;
    expect(yearlySavingMinor(PLANS, yearly)).toBe(1299 * 12 - 10399);
    expect(yearlySavingMinor(PLANS, PLANS[1] as Plan)).toBe(0);
    expect(bestYearlySavingPercent(PLANS)).toBe(33);
  });
});

describe('statusLabel', () => {
  it.each([
    ['trialing', false, 'Trial'],
    ['active', false, 'Active'],
    ['active', true, 'Canceled'],
    ['past_due', false, 'Past due'],
    ['canceled', false, 'Canceled'],
    ['expired', false, 'Expired'],
  ])('%s (cancel at end: %s) → %s', (status, cancelAtPeriodEnd, label) => {
    expect(statusLabel({ status, cancelAtPeriodEnd }).label).toBe(label);
  });
});

describe('renewalLine', () => {
  const at = '2026-05-01T12:00:00Z';
  it('renews, or ends once canceled', () => {
    expect(
      renewalLine({ status: 'active', cancelAtPeriodEnd: false, renewsOrEndsAt: at }, 'en-US'),
    ).toBe('Renews on May 1, 2026');
    expect(
      renewalLine({ status: 'trialing', cancelAtPeriodEnd: true, renewsOrEndsAt: at }, 'en-US'),
    ).toBe('Ends on May 1, 2026');
    expect(renewalLine({ status: 'active', cancelAtPeriodEnd: false, renewsOrEndsAt: null })).toBe(
      '',
    );
  });
});

describe('signedCredits', () => {
  it('signs amounts', () => {
    expect(signedCredits(500)).toBe('+500');
    expect(signedCredits(-40)).toBe('\u221240');
    expect(signedCredits(0)).toBe('0');
  });
});
