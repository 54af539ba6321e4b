import { api, must } from '@/lib/api-client';

export type CheckoutKind = 'subscription' | 'pack';

export async function startCheckout(kind: CheckoutKind, itemId: string) {
  return must(await api.POST('/api/billing/checkout', { body: { kind, itemId } }));
}
