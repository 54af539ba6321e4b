import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { CreditLedger } from '../types';

export const LEDGER_KEY = '/api/credits';

export async function getCreditLedger(): Promise<CreditLedger> {
  return must(await api.GET('/api/credits'));
}

export function useCreditLedger() {
  return useSWR(LEDGER_KEY, getCreditLedger);
}
