import type { ChatStatus } from 'ai';
import { CharacterAvatar } from '@/components/character-avatar';
import { Button } from '@/components/ui/button';
import type { ChatCharacter } from '@/lib/api-types';
import { useFollowScroll } from '../hooks/use-follow-scroll';
import { type ShownMessage, unansweredMessage } from '../lib/message-kinds';
import { type ChatUIMessage, messageText, speakerOf } from '../lib/ui-messages';
import { type MessageActions, MessageItem } from './message-item';

interface MessageListProps {
  shown: ShownMessage[];
  /** Everything useChat holds (the reply being written may not be shown yet). */
  messages: ChatUIMessage[];
  characters: readonly ChatCharacter[];
  status: ChatStatus;
  editingId: string | null;
  onEditingChange(id: string | null): void;
  actions: MessageActions;
}

/** The conversation in its own scroll area: opens at the latest message, follows a streaming reply
 * unless the reader scrolled up (then offers "Jump to latest"). */
export function MessageList(props: MessageListProps) {
  const { shown, messages, characters, status, actions } = props;
  const busy = status === 'submitted' || status === 'streaming';
  const last = messages.at(-1);
  const ownCount = messages.filter((m) => m.role === 'user').length;
  const { scroller, content, atEnd, onScroll, jump } = useFollowScroll(ownCount);
  const lastReplyId = shown.findLast(
    (s) => s.message.role === 'assistant' && s.message.parts.some((p) => p.type === 'text'),
  )?.message.id;
  const unanswered = busy ? null : unansweredMessage(shown);
  const writing = last?.role === 'assistant' && busy ? last : undefined;
  // Before the first word of a reply: who is about to answer, with dots.
  const typing = busy && (!writing || messageText(writing).trim() === '');
  const typingSpeaker = writing
    ? speakerOf(writing, characters)
    : characters.length === 1
      ? characters[0]
      : undefined;

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scroller}
        onScroll={onScroll}
        data-testid="message-scroller"
        className="h-full overflow-y-auto overscroll-contain px-3 sm:px-4"
      >
        <div ref={content} className="flex min-h-full flex-col justify-end gap-5 pb-4 pt-6">
          {shown.length === 0 ? (
            <p className="text-center text-muted-foreground">No messages yet. Say hello!</p>
          ) : null}
          <ol className="grid gap-5" data-testid="message-list" aria-live="polite">
            {shown.map((item) => (
              <MessageItem
                key={item.message.id}
                shown={item}
                speaker={speakerOf(item.message, characters)}
                streaming={status === 'streaming' && item.message === last}
                isLastReply={item.message.id === lastReplyId}
                unanswered={item.message === unanswered}
                locked={busy}
                editing={props.editingId === item.message.id}
                onEditingChange={(on) => props.onEditingChange(on ? item.message.id : null)}
                actions={actions}
              />
            ))}
          </ol>
          {typing ? (
            <div className="flex items-center gap-3" data-testid="typing-indicator">
              <CharacterAvatar
                name={typingSpeaker?.name ?? '…'}
                url={typingSpeaker?.avatarUrl}
                className="opacity-80"
              />
              <span className="flex gap-1 rounded-2xl border border-border bg-card px-4 py-3">
                <span className="size-2 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.3s]" />
                <span className="size-2 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.15s]" />
                <span className="size-2 animate-bounce rounded-full bg-muted-foreground" />
              </span>
            </div>
          ) : null}
        </div>
      </div>
      {atEnd ? null : (
        <Button
          variant="secondary"
          size="sm"
          data-testid="jump-to-latest"
          className="-translate-x-1/2 absolute bottom-3 left-1/2 h-10 rounded-full px-4 shadow-lg"
          onClick={jump}
        >
          ↓ Jump to latest
        </Button>
      )}
    </div>
  );
}
