import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { VideoDetail } from '../types';

export const videoKey = (id: string) => `/api/videos/${id}`;

export async function getVideo(id: string): Promise<VideoDetail> {
  return must(await api.GET('/api/videos/{video_id}', { params: { path: { video_id: id } } }));
}

/** One of my videos, with its source, its chain (nearest first) and the videos made from it. */
export function useVideo(id: string | null | undefined) {
  return useSWR(id ? videoKey(id) : null, () => getVideo(id ?? ''));
}
