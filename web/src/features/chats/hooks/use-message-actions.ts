import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { deleteMessage, editMessage, selectAlternative } from '../api/messages';
import { sendFeedback } from '../api/send-feedback';
import type { FeedbackChoice } from '../components/feedback-dialog';
import type { TurnOptions } from '../lib/chat-transport';
import type { ChatUIMessage } from '../lib/ui-messages';

interface Room {
  sync(): Promise<unknown>;
  regenerate(messageId: string, options?: TurnOptions): void;
}

/** Edit, delete, swipe and feedback; each is followed by a fresh read of the chat. */
export function useMessageActions(chatId: string, room: Room) {
  const [error, setError] = useState<string | null>(null);
  const [feedbackFor, setFeedbackFor] = useState<ChatUIMessage | null>(null);

  async function run(action: () => Promise<unknown>): Promise<boolean> {
    setError(null);
    try {
      await action();
      await room.sync();
      return true;
    } catch (e) {
      setError(errorMessage(e));
      return false;
    }
  }

  return {
    error,
    feedbackFor,
    closeFeedback: () => setFeedbackFor(null),
    onEdit: (id: string, text: string) => run(() => editMessage(chatId, id, text)),
    onDelete: (id: string) => void run(() => deleteMessage(chatId, id)),
    onSwipe: (id: string, index: number) => void run(() => selectAlternative(chatId, id, index)),
    onThumbUp: (id: string) =>
      void run(() =>
        sendFeedback(chatId, id, {
          rating: 'up',
          option: '',
          additionalDetails: '',
          regenerate: false,
        }),
      ),
    onThumbDown: (message: ChatUIMessage) => setFeedbackFor(message),
    onRegenerate: (id: string) => room.regenerate(id),
    /** Sends the thumbs-down; 'Also regenerate' asks for a new version with the reason. */
    async submitFeedback(choice: FeedbackChoice) {
      const message = feedbackFor;
      if (!message) return;
      const id = message.metadata?.messageId ?? message.id;
      await sendFeedback(chatId, id, {
        rating: 'down',
        option: choice.option,
        additionalDetails: choice.additionalDetails,
        regenerate: choice.regenerate,
        characterId: message.metadata?.characterId ?? null,
      });
      if (choice.regenerate) room.regenerate(id, { regenerateReason: choice.option });
      else await room.sync();
    },
  };
}
