import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { CharacterGender, VideoAction } from '../types';

export async function getVideoActions(gender: CharacterGender): Promise<VideoAction[]> {
  return must(await api.GET('/api/catalog/video-actions', { params: { query: { gender } } }));
}

/** The action presets of a gender's list (spec 3), the two custom actions first. */
export function useVideoActions(gender: CharacterGender | null) {
  return useSWR(
    gender ? (['/api/catalog/video-actions', gender] as const) : null,
    ([, g]) => getVideoActions(g),
    { revalidateOnFocus: false },
  );
}
