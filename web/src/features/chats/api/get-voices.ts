import useSWR from 'swr';
import type { components } from '@/api/gen/schema';
import { api, must } from '@/lib/api-client';

export type Voices = components['schemas']['VoicesOut'];

export async function getVoices(): Promise<Voices> {
  return must(await api.GET('/api/catalog/voices'));
}

/** The voices and emotions a character can speak with (lip-sync, add audio). */
export function useVoices() {
  return useSWR('/api/catalog/voices', getVoices, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
