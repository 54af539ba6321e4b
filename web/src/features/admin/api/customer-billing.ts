import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { OkJson } from '@/lib/api-types';

export type CustomerBilling = OkJson<'/api/admin/customers/{user_id}/billing', 'get'>;
export type CustomerLedger = CustomerBilling['ledger'];
export type CustomerSubscription = NonNullable<CustomerBilling['subscription']>;

function target(id: string) {
  return { path: { user_id: id } };
}

export async function getCustomerBilling(id: string): Promise<CustomerBilling> {
  return must(await api.GET('/api/admin/customers/{user_id}/billing', { params: target(id) }));
}

export function useCustomerBilling(id: string) {
  return useSWR(['/api/admin/customers/billing', id], () => getCustomerBilling(id));
}

/** Grants (positive) or removes (negative) credits; the reason is kept in the ledger. */
export async function adjustCredits(
  id: string,
  amount: number,
  reason: string,
): Promise<CustomerLedger> {
  return must(
    await api.POST('/api/admin/customers/{user_id}/credits', {
      params: target(id),
      body: { amount, reason },
    }),
  );
}

/** Cancels at the period's end, or at once. */
export async function cancelCustomerSubscription(
  id: string,
  atPeriodEnd: boolean,
): Promise<CustomerSubscription> {
  return must(
    await api.POST('/api/admin/customers/{user_id}/subscription/cancel', {
      params: target(id),
      body: { atPeriodEnd },
    }),
  );
}
