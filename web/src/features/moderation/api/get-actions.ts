import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { ActionPage } from '../types';

export async function getActions(page: number): Promise<ActionPage> {
  return must(await api.GET('/api/moderators/actions', { params: { query: { page } } }));
}

export function useActions(page: number) {
  return useSWR(`/api/moderators/actions?page=${page}`, () => getActions(page));
}
