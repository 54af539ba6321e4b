import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { VideoAction } from '@/lib/api-types';
import type { PoseGender } from './poses';

export async function getVideoActions(gender: PoseGender): Promise<VideoAction[]> {
  return must(await api.GET('/api/catalog/video-actions', { params: { query: { gender } } }));
}

/** The action presets of a gender's list (spec 3), the two custom actions first; the catalogue
 * changes with a release, so it is read once. */
export function useVideoActions(gender: PoseGender | null) {
  return useSWR(
    gender ? (['/api/catalog/video-actions', gender] as const) : null,
    ([, g]) => getVideoActions(g),
    { revalidateOnFocus: false, revalidateIfStale: false },
  );
}
