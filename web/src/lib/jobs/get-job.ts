import { api, must } from '@/lib/api-client';
import type { JobView } from '@/lib/api-types';

export async function getJob(id: string): Promise<JobView> {
  return must(await api.GET('/api/jobs/{job_id}', { params: { path: { job_id: id } } }));
}
