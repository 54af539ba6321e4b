import { track } from '@/lib/analytics/client';
import { api, must } from '@/lib/api-client';
import type { ImageCreate, JobView } from '@/lib/api-types';
import { jobStore } from '@/lib/jobs/jobs';

/** Starts a batch of images of a character; the job goes into the store at once. */
export async function generateImages(body: ImageCreate): Promise<JobView> {
  const job = must(await api.POST('/api/images', { body }));
  jobStore.upsert(job);
  track('generation_started', { kind: job.kind });
  return job;
}
