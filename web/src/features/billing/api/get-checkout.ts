import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { Checkout } from '../types';

export const CHECKOUT_POLL_MS = 2000;

export async function getCheckout(checkoutId: string): Promise<Checkout> {
  return must(
    await api.GET('/api/billing/checkout/{checkout_id}', {
      params: { path: { checkout_id: checkoutId } },
    }),
  );
}

/** A checkout as the provider reports it; asked again every 2 s while the payment is pending. */
export function useCheckout(checkoutId: string | null) {
  return useSWR(
    checkoutId ? ['/api/billing/checkout', checkoutId] : null,
    ([, id]) => getCheckout(id),
    {
      refreshInterval: (data) => (data?.status === 'pending' ? CHECKOUT_POLL_MS : 0),
      revalidateOnFocus: false,
    },
  );
}
