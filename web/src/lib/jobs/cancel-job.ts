import { api, must } from '@/lib/api-client';
import type { JobView } from '@/lib/api-types';
import { jobStore } from './jobs';

/** Cancels a queued or running job; the store gets the answer at once (the stream follows). */
export async function cancelJob(id: string): Promise<JobView> {
  const job = must(
    await api.POST('/api/jobs/{job_id}/cancel', { params: { path: { job_id: id } } }),
  );
  jobStore.upsert(job);
  return job;
}
