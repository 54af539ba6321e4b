import { track } from '@/lib/analytics/client';
import { api, must } from '@/lib/api-client';
import type { VideoRequest, VideoStarted } from '@/lib/api-types';
import { jobStore } from '@/lib/jobs/jobs';

/** Starts a video in any of the seven modes: the job goes into the store at once, and in a chat the
 * answer holds its pending genVideo message. Errors (400, 422) are thrown as ApiError with the
 * server's detail, for the form or the sheet to show. */
export async function startVideo(body: VideoRequest): Promise<VideoStarted> {
  const answer = must(await api.POST('/api/videos', { body }));
  jobStore.upsert(answer.job);
  track('generation_started', { kind: answer.job.kind });
  return answer;
}
