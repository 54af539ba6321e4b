import { type MouseEvent, useState } from 'react';
import { CharacterAvatar } from '@/components/character-avatar';
import type { ChatCharacter } from '@/lib/api-types';
import { flagLabel } from '@/lib/chat-labels';
import { cn } from '@/lib/utils';
import { useSwipeGesture } from '../hooks/use-swipe-gesture';
import type { ShownMessage } from '../lib/message-kinds';
import { serverId } from '../lib/ui-messages';
import { CommandNote } from './command-note';
import { MessageBubble } from './message-bubble';
import { MessageToolbar, type MessageToolbarActions } from './message-toolbar';
import { SwipeControl } from './swipe-control';
import { StoppedNotice, UnansweredNotice } from './turn-notice';

export interface MessageActions extends MessageToolbarActions {
  onEdit(id: string, text: string): Promise<boolean>;
  onReply(): void;
}

interface MessageItemProps {
  shown: ShownMessage;
  speaker: ChatCharacter | undefined;
  /** This reply is arriving right now. */
  streaming: boolean;
  /** The newest assistant reply (it can be regenerated, continued and swiped). */
  isLastReply: boolean;
  /** The user's message still waiting for an answer. */
  unanswered: boolean;
  /** A turn is running: nothing may change the chat. */
  locked: boolean;
  editing: boolean;
  onEditingChange(editing: boolean): void;
  actions: MessageActions;
}

const coarsePointer = () => window.matchMedia?.('(pointer: coarse)').matches ?? false;

/** One message: who said it, its bubble or note, what happened to it, and its actions. */
export function MessageItem(props: MessageItemProps) {
  const { shown, speaker, streaming, isLastReply, unanswered, locked, editing, actions } = props;
  const { message, kind } = shown;
  const [menuOpen, setMenuOpen] = useState(false);
  const isUser = message.role === 'user';
  const isNote = kind === 'direction' || kind === 'analyze';
  const flagged = flagLabel(message.metadata?.flaggedContent) ?? null;
  const id = serverId(message);
  const versions = message.metadata?.alternatives ?? 1;
  const version = message.metadata?.activeAlternative ?? 0;
  const swipe = useSwipeGesture(
    !isUser && versions > 1 && !locked
      ? (step) => {
          const next = version + step;
          if (next >= 0 && next < versions) actions.onSwipe(id, next);
        }
      : null,
  );

  // Touch screens have no hover: tapping a message opens its actions.
  function toggleMenu(event: MouseEvent) {
    if (!coarsePointer() || (event.target as HTMLElement).closest('a,button,textarea')) return;
    setMenuOpen((open) => !open);
  }

  const swipes = (
    <SwipeControl
      index={version}
      count={versions}
      disabled={locked}
      onSelect={(index) => actions.onSwipe(id, index)}
    />
  );

  return (
    <li
      data-testid="message"
      data-role={message.role}
      data-kind={kind}
      data-message-id={id}
      data-ph-mask
      data-streaming={streaming ? 'true' : undefined}
      className={cn('group flex gap-3', isUser ? 'flex-row-reverse' : 'flex-row')}
    >
      {isUser || kind === 'ooc' ? null : (
        <CharacterAvatar name={speaker?.name ?? '?'} url={speaker?.avatarUrl} className="mt-6" />
      )}
      <div
        className={cn(
          'relative grid min-w-0 gap-1',
          isNote ? 'w-full' : 'max-w-[85%]',
          isUser && !isNote && 'justify-items-end',
          kind === 'ooc' && 'mx-auto max-w-[92%]',
        )}
      >
        {isUser ? null : (
          <span className="text-xs font-semibold text-primary" data-testid="message-speaker">
            {kind === 'ooc' ? `Out of character · ${speaker?.name ?? 'Narrator'}` : speaker?.name}
          </span>
        )}
        {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: taps open the menu on touch screens; keyboards reach the actions by focus */}
        <div className="relative min-w-0" onClick={toggleMenu} {...swipe}>
          {isNote && !editing ? (
            <CommandNote kind={kind} instruction={shown.instruction} />
          ) : (
            <MessageBubble
              message={message}
              kind={kind}
              flagged={flagged}
              editing={editing}
              onCancel={() => props.onEditingChange(false)}
              onSave={async (next) => {
                if (await actions.onEdit(id, next)) props.onEditingChange(false);
              }}
            />
          )}
          {streaming || editing ? null : (
            <MessageToolbar
              message={message}
              isLastReply={isLastReply && kind === 'message'}
              locked={locked}
              canEdit={!flagged && message.parts.every((p) => p.type === 'text')}
              open={menuOpen}
              onStartEdit={() => props.onEditingChange(true)}
              actions={actions}
            >
              {!isLastReply && versions > 1 ? swipes : null}
            </MessageToolbar>
          )}
        </div>
        {isLastReply && versions > 1 && !streaming ? swipes : null}
        {message.metadata?.stopped && !streaming ? (
          <StoppedNotice
            actionable={isLastReply}
            locked={locked}
            onContinue={actions.onContinue}
            onRegenerate={() => actions.onRegenerate(id)}
          />
        ) : null}
        {unanswered ? <UnansweredNotice locked={locked} onReply={actions.onReply} /> : null}
      </div>
    </li>
  );
}
