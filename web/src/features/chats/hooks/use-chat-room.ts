import { useChat } from '@ai-sdk/react';
import { useCallback, useMemo, useRef } from 'react';
import type { ChatDetail } from '@/lib/api-types';
import { createChatTransport, type TurnOptions } from '../lib/chat-transport';
import { pendingReplies } from '../lib/everyone';
import { type ChatUIMessage, toUIMessages } from '../lib/ui-messages';

type LastTurn =
  | { kind: 'send'; text: string; options: TurnOptions; everyone: boolean }
  | { kind: 'regenerate'; messageId: string; options: TurnOptions }
  | { kind: 'continue' }
  | { kind: 'reply'; options: TurnOptions; everyone: boolean };

type Outcome = { isAbort: boolean; isError: boolean };

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * useChat over one stored chat. After every finished, stopped or failed turn the chat is read
 * again and becomes the message list, so ids, cleaned text, swipes and flags are the server's.
 * Besides sending and regenerating: Continue (the last reply grows, same message), Reply (an answer
 * to the chat as it stands) and "Everyone replies" (each character of a group answers in turn).
 */
export function useChatRoom(chat: ChatDetail, reload: () => Promise<ChatDetail | undefined>) {
  const transport = useMemo(() => createChatTransport(), []);
  const lastTurn = useRef<LastTurn | null>(null);
  const outcome = useRef<Outcome>({ isAbort: false, isError: false });
  const setMessagesRef = useRef<(messages: ChatUIMessage[]) => void>(() => undefined);

  /** Re-reads the chat; `expectId` waits for a stopped reply that the server is still storing. */
  const sync = useCallback(
    async (expectId?: string): Promise<ChatDetail | undefined> => {
      const attempts = expectId ? 5 : 1;
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        const fresh = await reload().catch(() => undefined);
        const stored = fresh?.messages.some((m) => m.id === expectId);
        // An empty stopped reply is never stored: after a few tries the server's list wins.
        if (fresh && (!expectId || stored || attempt === attempts)) {
          setMessagesRef.current(toUIMessages(fresh.messages));
          return fresh;
        }
        await sleep(250 * attempt);
      }
      return undefined;
    },
    [reload],
  );

  const helpers = useChat<ChatUIMessage>({
    id: chat.id,
    messages: toUIMessages(chat.messages),
    transport,
    experimental_throttle: 50,
    onFinish: ({ message, isAbort, isError }) => {
      outcome.current = { isAbort, isError };
      const streamedId = message.metadata?.messageId;
      void sync(isAbort && streamedId ? streamedId : undefined);
    },
  });
  setMessagesRef.current = helpers.setMessages;
  const { sendMessage, regenerate: regenerateTurn, status, setMessages } = helpers;
  const messagesRef = useRef(helpers.messages);
  messagesRef.current = helpers.messages;

  /** A reply with no new user message. After a reply, a new message is opened for the answer (useChat
   * would otherwise stream into the reply before it); it stays hidden until text arrives. */
  const answer = useCallback(
    async (options: TurnOptions) => {
      const last = messagesRef.current.at(-1);
      if (options.action === 'reply' && last?.role === 'assistant') {
        const opening: ChatUIMessage = {
          id: `pending-${Date.now().toString(36)}`,
          role: 'assistant',
          parts: [],
          metadata: options.nextSpeakerId ? { characterId: options.nextSpeakerId } : {},
        };
        setMessages([...messagesRef.current, opening]);
      }
      await sendMessage(undefined, { body: options });
    },
    [sendMessage, setMessages],
  );

  /** Every character who has not answered the newest user message yet answers, one after another. */
  const everyoneElse = useCallback(async () => {
    for (let round = 0; round < chat.characters.length; round += 1) {
      if (outcome.current.isAbort || outcome.current.isError) return;
      const fresh = await sync();
      const next = fresh ? pendingReplies(fresh.messages, chat.characters)[0] : undefined;
      if (!next) return;
      await answer({ action: 'reply', nextSpeakerId: next.id });
    }
  }, [answer, chat.characters, sync]);

  const send = useCallback(
    async (text: string, options: TurnOptions = {}, everyone = false) => {
      lastTurn.current = { kind: 'send', text, options, everyone };
      outcome.current = { isAbort: false, isError: false };
      await sendMessage({ text }, { body: options });
      if (everyone) await everyoneElse();
    },
    [everyoneElse, sendMessage],
  );

  const regenerate = useCallback(
    (messageId: string, options: TurnOptions = {}) => {
      lastTurn.current = { kind: 'regenerate', messageId, options };
      void regenerateTurn({ messageId, body: options });
    },
    [regenerateTurn],
  );

  const continueReply = useCallback(() => {
    lastTurn.current = { kind: 'continue' };
    void answer({ action: 'continue' });
  }, [answer]);

  const reply = useCallback(
    async (options: TurnOptions = {}, everyone = false) => {
      const turn: TurnOptions = { ...options, action: 'reply' };
      lastTurn.current = { kind: 'reply', options: turn, everyone };
      outcome.current = { isAbort: false, isError: false };
      await answer(turn);
      if (everyone) await everyoneElse();
    },
    [answer, everyoneElse],
  );

  /** Tries the failed turn again. A message the server already has is answered, never sent twice;
   * with "Everyone replies", the characters who have not answered yet go on in turn. */
  const retry = useCallback(async () => {
    const turn = lastTurn.current;
    if (!turn) return;
    if (turn.kind === 'regenerate') return regenerate(turn.messageId, turn.options);
    if (turn.kind === 'continue') return continueReply();
    const fresh = await sync();
    const views = fresh?.messages ?? [];
    const lastUser = views.findLast((m) => m.role === 'user');
    if (turn.kind === 'send' && lastUser?.content !== turn.text) {
      return send(turn.text, turn.options, turn.everyone);
    }
    const { nextSpeakerId } = turn.options;
    if (views.at(-1)?.role === 'user') return reply({ nextSpeakerId }, turn.everyone);
    if (turn.everyone) {
      outcome.current = { isAbort: false, isError: false };
      await everyoneElse();
    }
  }, [continueReply, everyoneElse, regenerate, reply, send, sync]);

  return {
    ...helpers,
    busy: status === 'submitted' || status === 'streaming',
    send,
    regenerate,
    continueReply,
    reply,
    retry,
    sync,
  };
}
