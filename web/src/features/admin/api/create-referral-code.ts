import { useSWRConfig } from 'swr';
import type { components } from '@/api/gen/schema';
import { api, must } from '@/lib/api-client';
import { REFERRAL_STATS_KEY } from './get-referral-stats';

export type OperatorCodeIn = components['schemas']['OperatorCodeIn'];

export async function createReferralCode(body: OperatorCodeIn) {
  return must(await api.POST('/api/admin/referrals', { body }));
}

/** Makes an operator's code and refreshes the counts. */
export function useCreateReferralCode() {
  const { mutate } = useSWRConfig();
  return async (body: OperatorCodeIn) => {
    const created = await createReferralCode(body);
    await mutate(REFERRAL_STATS_KEY);
    return created;
  };
}
