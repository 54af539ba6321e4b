import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { PoseOut } from '@/lib/api-types';
import type { PoseGender } from './poses';

export async function getPoses(gender: PoseGender): Promise<PoseOut[]> {
  return must(await api.GET('/api/catalog/poses', { params: { query: { gender } } }));
}

/** The pose presets of one gender; the catalogue changes with a release, so it is read once. */
export function usePoses(gender: PoseGender | null) {
  return useSWR(
    gender ? ['/api/catalog/poses', gender] : null,
    () => getPoses(gender ?? 'Female'),
    {
      revalidateOnFocus: false,
      revalidateIfStale: false,
    },
  );
}
