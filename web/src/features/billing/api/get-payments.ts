import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { Payment } from '../types';

export const PAYMENTS_KEY = '/api/billing/payments';

export async function getPayments(): Promise<Payment[]> {
  return must(await api.GET('/api/billing/payments'));
}

export function usePayments() {
  return useSWR(PAYMENTS_KEY, getPayments);
}
