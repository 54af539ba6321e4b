import { mutate } from 'swr';
import { api, must } from '@/lib/api-client';
import type { Subscription } from '../types';
import { BILLING_KEY } from './get-billing';
import { LEDGER_KEY } from './get-credit-ledger';
import { PAYMENTS_KEY } from './get-payments';

/** After a change to the subscription: the plan, the payments and the credits are asked again. */
async function refreshAfter(result: Promise<Subscription>): Promise<Subscription> {
  const sub = await result;
  await Promise.all([mutate(BILLING_KEY), mutate(PAYMENTS_KEY), mutate(LEDGER_KEY)]);
  return sub;
}

export const cancelSubscription = () =>
  refreshAfter(api.POST('/api/billing/subscription/cancel').then(must));

export const resumeSubscription = () =>
  refreshAfter(api.POST('/api/billing/subscription/resume').then(must));

export const changePlan = (planId: string) =>
  refreshAfter(api.POST('/api/billing/subscription/change', { body: { planId } }).then(must));

/** Fake provider only: bills the next period now (a test tool). */
export const simulateRenewal = () => refreshAfter(api.POST('/api/billing/fake/renew').then(must));
