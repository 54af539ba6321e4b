import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { Country } from '@/lib/api-types';

export async function getCountries(): Promise<Country[]> {
  return must(await api.GET('/api/countries'));
}

/** The ISO list rarely changes: fetch it once per page load. */
export function useCountries() {
  return useSWR('/api/countries', getCountries, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
