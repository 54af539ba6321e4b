import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { SharedItem } from '../types';

export async function getSharedItem(id: string): Promise<SharedItem> {
  return must(await api.GET('/api/shares/{share_id}', { params: { path: { share_id: id } } }));
}

/** What a share link shows (404 once revoked). */
export function useSharedItem(id: string) {
  return useSWR(['/api/shares/item', id], () => getSharedItem(id));
}
