import { useState } from 'react';
import { CharacterAvatar } from '@/components/character-avatar';
import { Markdown } from '@/components/markdown';
import type { ChatCharacter } from '@/lib/api-types';
import { flagLabel } from '@/lib/chat-labels';
import { cn } from '@/lib/utils';
import { type ChatUIMessage, messageText, serverId } from '../lib/ui-messages';
import { DataMessageCard } from './data-message-card';
import { MessageEditor } from './message-editor';
import { MessageToolbar, type MessageToolbarActions } from './message-toolbar';

interface MessageItemProps {
  message: ChatUIMessage;
  speaker: ChatCharacter | undefined;
  /** This reply is arriving right now. */
  streaming: boolean;
  /** The newest assistant reply (it can be regenerated). */
  isLastReply: boolean;
  /** A turn is running: nothing may change the chat. */
  locked: boolean;
  actions: MessageToolbarActions & { onEdit(id: string, text: string): Promise<boolean> };
}

/** One message: who said it, the text (markdown for replies), a flag label, media and actions. */
export function MessageItem({
  message,
  speaker,
  streaming,
  isLastReply,
  locked,
  actions,
}: MessageItemProps) {
  const [editing, setEditing] = useState(false);
  const isUser = message.role === 'user';
  const text = messageText(message);
  const flagged = flagLabel(message.metadata?.flaggedContent);
  const media = message.parts.filter(
    (p) => p.type === 'data-genImage' || p.type === 'data-genVideo',
  );
  const id = serverId(message);

  return (
    <li
      data-testid="message"
      data-role={message.role}
      data-message-id={id}
      data-streaming={streaming ? 'true' : undefined}
      className={cn('flex gap-3', isUser ? 'flex-row-reverse' : 'flex-row')}
    >
      {isUser ? null : (
        <CharacterAvatar name={speaker?.name ?? '?'} url={speaker?.avatarUrl} className="mt-1" />
      )}
      <div className={cn('grid max-w-[85%] gap-1', isUser ? 'justify-items-end' : '')}>
        {isUser ? null : (
          <span className="text-xs font-semibold text-primary" data-testid="message-speaker">
            {speaker?.name ?? 'Character'}
          </span>
        )}
        <div
          data-testid="message-bubble"
          className={cn(
            'rounded-2xl px-4 py-2 text-sm',
            isUser ? 'bg-primary text-primary-foreground' : 'bg-card border border-border',
          )}
        >
          {flagged ? (
            <p data-testid="flagged-label" className="font-semibold text-red-300">
              {flagged}
            </p>
          ) : editing ? (
            <MessageEditor
              initial={text}
              onCancel={() => setEditing(false)}
              onSave={async (next) => {
                if (await actions.onEdit(id, next)) setEditing(false);
              }}
            />
          ) : (
            <div data-testid="message-content">
              {isUser ? <p className="whitespace-pre-wrap">{text}</p> : <Markdown text={text} />}
              {streaming && !text ? <span className="animate-pulse">…</span> : null}
            </div>
          )}
          {media.map((part) => (
            <DataMessageCard
              key={part.id ?? part.type}
              kind={part.type === 'data-genVideo' ? 'video' : 'image'}
              result={part.data}
            />
          ))}
        </div>
        {message.metadata?.stopped && !streaming ? (
          <span className="text-xs text-muted-foreground" data-testid="message-stopped">
            Stopped
          </span>
        ) : null}
        {streaming || editing ? null : (
          <MessageToolbar
            message={message}
            isLastReply={isLastReply}
            locked={locked}
            canEdit={!flagged && media.length === 0}
            onStartEdit={() => setEditing(true)}
            actions={actions}
          />
        )}
      </div>
    </li>
  );
}
