import { api, must } from '@/lib/api-client';
import type { ChatSettings, ChatSettingsChanges } from '@/lib/api-types';

export async function updateChatSettings(
  chatId: string,
  body: ChatSettingsChanges,
): Promise<ChatSettings> {
  return must(
    await api.PATCH('/api/chats/{chat_id}/settings', {
      params: { path: { chat_id: chatId } },
      body,
    }),
  );
}
