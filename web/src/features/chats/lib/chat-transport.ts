import { DefaultChatTransport } from 'ai';
import { CSRF_HEADER, csrfToken } from '@/lib/csrf';
import type { ChatUIMessage } from './ui-messages';

/** Extra fields of one turn (sent as useChat's per-request `body`). */
export interface TurnOptions {
  nextSpeakerId?: string | undefined;
  regenerateReason?: string | undefined;
  /** A turn with no new user message: 'continue' the last reply, or 'reply' to the chat as it stands. */
  action?: 'continue' | 'reply' | undefined;
}

/**
 * POST /api/chat with the CSRF header. The server keeps the history, so only the newest user
 * message travels, with the turn's trigger, target message and options.
 */
export function createChatTransport(): DefaultChatTransport<ChatUIMessage> {
  return new DefaultChatTransport<ChatUIMessage>({
    api: '/api/chat',
    credentials: 'same-origin',
    headers: (): Record<string, string> => {
      const token = csrfToken();
      return token ? { [CSRF_HEADER]: token } : {};
    },
    prepareSendMessagesRequest: ({ id, messages, trigger, messageId, body }) => {
      const extra = (body ?? {}) as TurnOptions;
      const lastUser = messages.filter((m) => m.role === 'user').slice(-1);
      return {
        body: {
          id,
          messages: lastUser.map((m) => ({ id: m.id, role: m.role, parts: m.parts })),
          trigger,
          messageId,
          nextSpeakerId: extra.nextSpeakerId || undefined,
          regenerateReason: extra.regenerateReason || undefined,
          action: extra.action || undefined,
        },
      };
    },
  });
}
