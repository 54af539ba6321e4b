import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { Voices } from '@/lib/api-types';

export async function getVoices(): Promise<Voices> {
  return must(await api.GET('/api/catalog/voices'));
}

/** The voices and emotions a character can speak with (lip-sync, add audio), with the defaults;
 * the catalogue changes with a release, so it is read once. */
export function useVoices(enabled = true) {
  return useSWR(enabled ? '/api/catalog/voices' : null, getVoices, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
