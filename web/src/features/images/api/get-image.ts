import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { ImageDetail } from '@/lib/api-types';

export const imageKey = (id: string) => `/api/images/${id}`;

export async function getImage(id: string): Promise<ImageDetail> {
  return must(await api.GET('/api/images/{image_id}', { params: { path: { image_id: id } } }));
}

export function useImage(id: string | null | undefined) {
  return useSWR(id ? imageKey(id) : null, () => getImage(id ?? ''));
}
