import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { Billing } from '../types';

export const BILLING_KEY = '/api/billing';

export async function getBilling(): Promise<Billing> {
  return must(await api.GET('/api/billing'));
}

/** My plan, credits and allowance, with the plans and packs on sale (null key: signed out). */
export function useBilling(enabled = true) {
  return useSWR(enabled ? BILLING_KEY : null, getBilling);
}
