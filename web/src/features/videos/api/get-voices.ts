import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { Voices } from '../types';

export async function getVoices(): Promise<Voices> {
  return must(await api.GET('/api/catalog/voices'));
}

/** The voices and emotions a spoken line can use, with the defaults. */
export function useVoices(enabled = true) {
  return useSWR(enabled ? '/api/catalog/voices' : null, getVoices, { revalidateOnFocus: false });
}
