import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { PhotoSet } from '@/lib/api-types';

export async function getPhotoSet(jobId: string): Promise<PhotoSet> {
  return must(await api.GET('/api/photos/{job_id}', { params: { path: { job_id: jobId } } }));
}

export function usePhotoSet(jobId: string | null | undefined) {
  return useSWR(jobId ? `/api/photos/${jobId}` : null, () => getPhotoSet(jobId ?? ''));
}
