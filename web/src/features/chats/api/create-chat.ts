import { api, must } from '@/lib/api-client';
import type { ChatDetail } from '@/lib/api-types';

/** One character makes a chat, several a group chat. */
export async function createChat(characterIds: string[]): Promise<ChatDetail> {
  return must(await api.POST('/api/chats', { body: { characterIds } }));
}
