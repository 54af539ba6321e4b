import { api, must } from '@/lib/api-client';
import type { JobView } from '@/lib/api-types';
import { jobStore } from '@/lib/jobs/jobs';
import type { VideoRequest } from '../types';

/** Starts a video in any of the seven modes; the job goes into the store at once. Errors (400, 422)
 * are thrown as ApiError with the server's detail, for the form to place. */
export async function startVideo(body: VideoRequest): Promise<JobView> {
  const { job } = must(await api.POST('/api/videos', { body }));
  jobStore.upsert(job);
  return job;
}
