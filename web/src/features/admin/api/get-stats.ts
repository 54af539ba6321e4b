import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { AdminStats } from '@/lib/api-types';

export async function getAdminStats(): Promise<AdminStats> {
  return must(await api.GET('/api/admin/stats'));
}

export function useAdminStats() {
  return useSWR('/api/admin/stats', getAdminStats);
}
