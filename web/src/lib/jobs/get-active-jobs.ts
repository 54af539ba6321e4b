import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { JobView } from '@/lib/api-types';
import { jobStore } from './jobs';

/** My queued and running jobs (what a page shows again after a reload); each goes into the store. */
export async function getActiveJobs(): Promise<JobView[]> {
  const jobs = must(await api.GET('/api/jobs'));
  for (const job of jobs) jobStore.upsert(job);
  return jobs;
}

export function useActiveJobs() {
  return useSWR('/api/jobs', getActiveJobs, { revalidateOnFocus: false });
}
