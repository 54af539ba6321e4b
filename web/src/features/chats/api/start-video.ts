import type { components } from '@/api/gen/schema';
import { api, must } from '@/lib/api-client';
import { jobStore } from '@/lib/jobs/jobs';
import type { VideoRequest } from '../lib/video-requests';

export type VideoStarted = components['schemas']['VideoStarted'];

/** Starts a video in the chat: its pending genVideo message, and its job (into the store). */
export async function startVideo(body: VideoRequest): Promise<VideoStarted> {
  const answer = must(await api.POST('/api/videos', { body }));
  jobStore.upsert(answer.job);
  return answer;
}
