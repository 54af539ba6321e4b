import { api, must } from '@/lib/api-client';
import type { PhotoMode, PhotoOut } from '@/lib/api-types';
import { jobStore } from '@/lib/jobs/jobs';

export interface PhotoRequest {
  mode: PhotoMode;
  characterId?: string | undefined;
  poseId?: string | undefined;
}

/** Asks the character for a photo: a pending genImage message, and its job (into the store). */
export async function sendPhoto(chatId: string, request: PhotoRequest): Promise<PhotoOut> {
  const answer = must(
    await api.POST('/api/chats/{chat_id}/photos', {
      params: { path: { chat_id: chatId } },
      body: {
        mode: request.mode,
        characterId: request.characterId ?? null,
        poseId: request.poseId ?? null,
      },
    }),
  );
  jobStore.upsert(answer.job);
  return answer;
}
