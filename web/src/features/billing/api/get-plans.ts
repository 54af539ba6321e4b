import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { Plan } from '../types';

export async function getPlans(): Promise<Plan[]> {
  return must(await api.GET('/api/billing/plans'));
}

/** The plans on sale, for visitors who are not signed in (signed-in users get them with billing). */
export function usePlans(enabled = true) {
  return useSWR(enabled ? '/api/billing/plans' : null, getPlans, { revalidateOnFocus: false });
}

export async function getFreePlan() {
  return must(await api.GET('/api/billing/free-plan'));
}

/** What a free account gets (the daily chat allowance and the welcome credits), for the Free column. */
export function useFreePlan() {
  return useSWR('/api/billing/free-plan', getFreePlan, { revalidateOnFocus: false });
}
