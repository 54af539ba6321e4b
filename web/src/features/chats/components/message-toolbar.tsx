import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ThumbDownIcon, ThumbUpIcon } from '@/components/ui/icons';
import { cn } from '@/lib/utils';
import { type ChatUIMessage, serverId } from '../lib/ui-messages';

export interface MessageToolbarActions {
  onRegenerate(id: string): void;
  onSwipe(id: string, index: number): void;
  onDelete(id: string): void;
  onThumbUp(id: string): void;
  onThumbDown(message: ChatUIMessage): void;
  onContinue(): void;
}

interface MessageToolbarProps {
  message: ChatUIMessage;
  isLastReply: boolean;
  locked: boolean;
  canEdit: boolean;
  /** Touch screens: the menu was opened by tapping the message. */
  open: boolean;
  onStartEdit(): void;
  actions: MessageToolbarActions;
  /** Extra controls (an older reply's versions). */
  children?: ReactNode;
}

/**
 * A message's actions, shown on hover or keyboard focus (a pointer that can hover), or as a menu
 * after a tap (touch screens): feedback, regenerate and continue on replies; edit and delete on all.
 */
export function MessageToolbar({
  message,
  isLastReply,
  locked,
  canEdit,
  open,
  onStartEdit,
  actions,
  children,
}: MessageToolbarProps) {
  const id = serverId(message);
  // A photo on its own (a genImage message) can be deleted; feedback is for written replies.
  const reply =
    message.role === 'assistant' && message.parts.some((p) => !p.type.startsWith('data-'));
  const feedback = message.metadata?.feedback;
  const item = 'h-8 px-2 text-xs pointer-coarse:h-10 pointer-coarse:px-3';
  return (
    <div
      data-testid="message-toolbar"
      className={cn(
        'z-10 flex items-center gap-0.5 rounded-full border border-border bg-card/95 p-0.5 text-muted-foreground shadow-lg backdrop-blur',
        // Pointers that hover: floating over the bubble's corner, seen on hover or focus.
        'pointer-fine:absolute pointer-fine:right-3 pointer-fine:opacity-0 pointer-fine:transition-opacity',
        // A reply's toolbar sits on the free end of its speaker line, clear of the text.
        reply ? 'pointer-fine:-top-8' : 'pointer-fine:-top-4',
        'pointer-fine:group-hover:opacity-100 pointer-fine:group-focus-within:opacity-100',
        // Touch: a menu under the message once it is tapped.
        open
          ? 'pointer-coarse:flex pointer-coarse:flex-wrap pointer-coarse:rounded-xl'
          : 'pointer-coarse:hidden',
      )}
    >
      {children}
      {reply ? (
        <>
          <Button
            variant="ghost"
            className={cn(item, feedback === 'up' && 'text-primary')}
            aria-label="Good reply"
            aria-pressed={feedback === 'up'}
            data-testid="thumbs-up"
            disabled={locked}
            onClick={() => actions.onThumbUp(id)}
          >
            <ThumbUpIcon />
          </Button>
          <Button
            variant="ghost"
            className={cn(item, feedback === 'down' && 'text-primary')}
            aria-label="Bad reply"
            aria-pressed={feedback === 'down'}
            data-testid="thumbs-down"
            disabled={locked}
            onClick={() => actions.onThumbDown(message)}
          >
            <ThumbDownIcon />
          </Button>
        </>
      ) : null}
      {reply && isLastReply ? (
        <>
          <Button
            variant="ghost"
            className={item}
            data-testid="regenerate-button"
            disabled={locked}
            onClick={() => actions.onRegenerate(id)}
          >
            ↻ Regenerate
          </Button>
          <Button
            variant="ghost"
            className={item}
            data-testid="continue-button"
            disabled={locked}
            onClick={actions.onContinue}
          >
            ↪ Continue
          </Button>
        </>
      ) : null}
      {canEdit ? (
        <Button
          variant="ghost"
          className={item}
          data-testid="edit-message"
          disabled={locked}
          onClick={onStartEdit}
        >
          Edit
        </Button>
      ) : null}
      <Button
        variant="ghost"
        className={item}
        data-testid="delete-message"
        disabled={locked}
        onClick={() => actions.onDelete(id)}
      >
        Delete
      </Button>
    </div>
  );
}
