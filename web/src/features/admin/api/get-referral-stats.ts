import useSWR from 'swr';
import type { components } from '@/api/gen/schema';
import { api, must } from '@/lib/api-client';

export type ReferralStats = components['schemas']['ReferralStatsOut'];

export const REFERRAL_STATS_KEY = '/api/admin/referrals';

export async function getReferralStats(): Promise<ReferralStats> {
  return must(await api.GET('/api/admin/referrals'));
}

export function useReferralStats() {
  return useSWR(REFERRAL_STATS_KEY, getReferralStats);
}
