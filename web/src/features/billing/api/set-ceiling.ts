import { mutate } from 'swr';
import { api, must } from '@/lib/api-client';
import type { Credits } from '../types';
import { BILLING_KEY } from './get-billing';
import { LEDGER_KEY } from './get-credit-ledger';

/** The most credits generations may spend per calendar month (null: no limit). */
export async function setCeiling(monthlyCeiling: number | null): Promise<Credits> {
  const credits = must(await api.PUT('/api/credits/ceiling', { body: { monthlyCeiling } }));
  await Promise.all([mutate(BILLING_KEY), mutate(LEDGER_KEY)]);
  return credits;
}
