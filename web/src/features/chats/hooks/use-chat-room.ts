import { useChat } from '@ai-sdk/react';
import { useCallback, useMemo, useRef } from 'react';
import type { ChatDetail } from '@/lib/api-types';
import { deleteMessage } from '../api/messages';
import { createChatTransport, type TurnOptions } from '../lib/chat-transport';
import { type ChatUIMessage, messageText, toUIMessages } from '../lib/ui-messages';

type LastTurn =
  | { kind: 'send'; text: string; options: TurnOptions }
  | { kind: 'regenerate'; messageId: string; options: TurnOptions };

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * useChat over one stored chat. After every finished, stopped or failed turn the chat is read
 * again and becomes the message list, so ids, cleaned text, swipes and flags are the server's.
 */
export function useChatRoom(chat: ChatDetail, reload: () => Promise<ChatDetail | undefined>) {
  const transport = useMemo(() => createChatTransport(), []);
  const lastTurn = useRef<LastTurn | null>(null);
  const setMessagesRef = useRef<(messages: ChatUIMessage[]) => void>(() => undefined);

  /** Re-reads the chat; `expectId` waits for a stopped reply that the server is still storing. */
  const sync = useCallback(
    async (expectId?: string) => {
      const attempts = expectId ? 5 : 1;
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        const fresh = await reload().catch(() => undefined);
        const stored = fresh?.messages.some((m) => m.id === expectId);
        // An empty stopped reply is never stored: after a few tries the server's list wins.
        if (fresh && (!expectId || stored || attempt === attempts)) {
          setMessagesRef.current(toUIMessages(fresh.messages));
          return;
        }
        await sleep(250 * attempt);
      }
    },
    [reload],
  );

  const helpers = useChat<ChatUIMessage>({
    id: chat.id,
    messages: toUIMessages(chat.messages),
    transport,
    experimental_throttle: 50,
    onFinish: ({ message, isAbort }) => {
      const streamedId = message.metadata?.messageId;
      void sync(isAbort && streamedId ? streamedId : undefined);
    },
  });
  setMessagesRef.current = helpers.setMessages;
  const { sendMessage, regenerate: regenerateTurn, status } = helpers;

  const send = useCallback(
    (text: string, options: TurnOptions = {}) => {
      lastTurn.current = { kind: 'send', text, options };
      void sendMessage({ text }, { body: options });
    },
    [sendMessage],
  );

  const regenerate = useCallback(
    (messageId: string, options: TurnOptions = {}) => {
      lastTurn.current = { kind: 'regenerate', messageId, options };
      void regenerateTurn({ messageId, body: options });
    },
    [regenerateTurn],
  );

  /** Tries the failed turn again; a stored but unanswered message is replaced, not repeated. */
  const retry = useCallback(async () => {
    const turn = lastTurn.current;
    if (!turn) return;
    if (turn.kind === 'regenerate') {
      regenerate(turn.messageId, turn.options);
      return;
    }
    const fresh = await reload().catch(() => undefined);
    const last = fresh ? toUIMessages(fresh.messages).at(-1) : undefined;
    if (fresh && last?.role === 'user' && messageText(last) === turn.text) {
      await deleteMessage(chat.id, last.id).catch(() => undefined);
      const after = await reload().catch(() => undefined);
      if (after) helpers.setMessages(toUIMessages(after.messages));
    }
    send(turn.text, turn.options);
  }, [chat.id, helpers, regenerate, reload, send]);

  return {
    ...helpers,
    busy: status === 'submitted' || status === 'streaming',
    send,
    regenerate,
    retry,
    sync,
  };
}
