import { api, must } from '@/lib/api-client';
import type { JobView } from '@/lib/api-types';
import { jobStore } from '@/lib/jobs/jobs';

/** Upscales one of my images to twice its size. */
export async function enhanceImage(id: string): Promise<JobView> {
  const job = must(
    await api.POST('/api/images/{image_id}/enhance', { params: { path: { image_id: id } } }),
  );
  jobStore.upsert(job);
  return job;
}
