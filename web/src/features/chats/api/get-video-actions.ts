import useSWR from 'swr';
import type { components } from '@/api/gen/schema';
import { api, must } from '@/lib/api-client';

export type ActionPreset = components['schemas']['VideoActionOut'];
type Gender = 'Female' | 'Male' | 'Trans';

export async function getVideoActions(gender: Gender): Promise<ActionPreset[]> {
  return must(await api.GET('/api/catalog/video-actions', { params: { query: { gender } } }));
}

/** The action presets of a gender, custom actions first; the catalogue changes with a release. */
export function useActionPresets(gender: Gender) {
  return useSWR(['/api/catalog/video-actions', gender], () => getVideoActions(gender), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
