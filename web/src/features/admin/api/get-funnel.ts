import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { OkJson } from '@/lib/api-types';

export type Funnel = OkJson<'/api/admin/analytics/funnel', 'get'>;
export type FunnelStep = Funnel['steps'][number];

export async function getFunnel(days: number): Promise<Funnel> {
  return must(await api.GET('/api/admin/analytics/funnel', { params: { query: { days } } }));
}

export function useFunnel(days: number) {
  return useSWR(['/api/admin/analytics/funnel', days], () => getFunnel(days));
}
