import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { VideoEdit } from '../types';

export async function getVideoEdits(): Promise<VideoEdit[]> {
  return must(await api.GET('/api/catalog/video-edits'));
}

/** The 13 video edit presets (spec 3): style, background, accessory. */
export function useVideoEdits(enabled = true) {
  return useSWR(enabled ? '/api/catalog/video-edits' : null, getVideoEdits, {
    revalidateOnFocus: false,
  });
}
