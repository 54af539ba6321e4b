import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { OkJson } from '@/lib/api-types';

export type DailyActives = OkJson<'/api/admin/analytics/daily-actives', 'get'>;

export async function getDailyActives(): Promise<DailyActives> {
  return must(await api.GET('/api/admin/analytics/daily-actives'));
}

export function useDailyActives() {
  return useSWR('/api/admin/analytics/daily-actives', getDailyActives);
}
