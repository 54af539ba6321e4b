import { api, must } from '@/lib/api-client';
import type { FeedbackInput } from '@/lib/api-types';

export async function sendFeedback(chatId: string, messageId: string, body: FeedbackInput) {
  return must(
    await api.POST('/api/chats/{chat_id}/messages/{message_id}/feedback', {
      params: { path: { chat_id: chatId, message_id: messageId } },
      body,
    }),
  );
}
