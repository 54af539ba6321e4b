import { api, must } from '@/lib/api-client';
import type { ChatMessageView } from '@/lib/api-types';

function target(chatId: string, messageId: string) {
  return { path: { chat_id: chatId, message_id: messageId } };
}

export async function editMessage(
  chatId: string,
  messageId: string,
  text: string,
): Promise<ChatMessageView> {
  return must(
    await api.PATCH('/api/chats/{chat_id}/messages/{message_id}', {
      params: target(chatId, messageId),
      body: { text },
    }),
  );
}

export async function deleteMessage(chatId: string, messageId: string): Promise<void> {
  await api.DELETE('/api/chats/{chat_id}/messages/{message_id}', {
    params: target(chatId, messageId),
  });
}

/** Shows another version (swipe) of a reply. */
export async function selectAlternative(
  chatId: string,
  messageId: string,
  index: number,
): Promise<ChatMessageView> {
  return must(
    await api.PUT('/api/chats/{chat_id}/messages/{message_id}/alternative', {
      params: target(chatId, messageId),
      body: { index },
    }),
  );
}
