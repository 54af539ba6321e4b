import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { Me } from '@/lib/api-types';

export const ME_KEY = '/api/me';

export async function getMe(): Promise<Me> {
  return must(await api.GET('/api/me'));
}

export function useMe() {
  return useSWR(ME_KEY, getMe);
}
