import useSWR from 'swr';
import type { components } from '@/api/gen/schema';
import { api, must } from '@/lib/api-client';

export type MyReferral = components['schemas']['MyReferralOut'];

export async function getMyReferral(): Promise<MyReferral> {
  return must(await api.GET('/api/referrals/me'));
}

/** The signed-in user's referral code (made on first use); pass false for visitors. */
export function useMyReferral(signedIn: boolean) {
  return useSWR(signedIn ? '/api/referrals/me' : null, getMyReferral);
}
