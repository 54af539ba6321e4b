import { api, must } from '@/lib/api-client';
import type { JobView } from '@/lib/api-types';
import { jobStore } from '@/lib/jobs/jobs';

/** Edits one of my images with a style preset (Custom: the prompt alone). */
export async function editImage(id: string, styleId: string, prompt: string): Promise<JobView> {
  const job = must(
    await api.POST('/api/images/{image_id}/edit', {
      params: { path: { image_id: id } },
      body: { styleId, prompt },
    }),
  );
  jobStore.upsert(job);
  return job;
}
