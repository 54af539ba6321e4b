import type { ChatStatus } from 'ai';
import { useEffect, useRef } from 'react';
import type { ChatCharacter } from '@/lib/api-types';
import { type ChatUIMessage, speakerOf } from '../lib/ui-messages';
import { MessageItem } from './message-item';
import type { MessageToolbarActions } from './message-toolbar';

interface MessageListProps {
  messages: ChatUIMessage[];
  characters: readonly ChatCharacter[];
  status: ChatStatus;
  actions: MessageToolbarActions & { onEdit(id: string, text: string): Promise<boolean> };
}

/** The conversation, newest at the bottom, kept scrolled to the end as replies arrive. */
export function MessageList({ messages, characters, status, actions }: MessageListProps) {
  const end = useRef<HTMLDivElement>(null);
  const busy = status === 'submitted' || status === 'streaming';
  const last = messages.at(-1);
  const lastReplyIndex = messages.findLastIndex(
    (m) => m.role === 'assistant' && m.parts.some((p) => p.type === 'text'),
  );
  const lastText = last?.parts.map((p) => (p.type === 'text' ? p.text : '')).join('').length ?? 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the list or the streamed text grows
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, lastText]);

  return (
    <div className="grid gap-2">
      {messages.length === 0 ? (
        <p className="text-muted-foreground">No messages yet. Say hello!</p>
      ) : null}
      <ol className="grid gap-4" data-testid="message-list" aria-live="polite">
        {messages.map((message, index) => (
          <MessageItem
            key={message.id}
            message={message}
            speaker={speakerOf(message, characters)}
            streaming={status === 'streaming' && message === last && message.role === 'assistant'}
            isLastReply={index === lastReplyIndex}
            locked={busy}
            actions={actions}
          />
        ))}
      </ol>
      <div ref={end} />
    </div>
  );
}
