import { Button } from '@/components/ui/button';
import { ThumbDownIcon, ThumbUpIcon } from '@/components/ui/icons';
import { cn } from '@/lib/utils';
import { type ChatUIMessage, serverId } from '../lib/ui-messages';
import { SwipeControl } from './swipe-control';

export interface MessageToolbarActions {
  onRegenerate(id: string): void;
  onSwipe(id: string, index: number): void;
  onDelete(id: string): void;
  onThumbUp(id: string): void;
  onThumbDown(message: ChatUIMessage): void;
}

interface MessageToolbarProps {
  message: ChatUIMessage;
  isLastReply: boolean;
  locked: boolean;
  canEdit: boolean;
  onStartEdit(): void;
  actions: MessageToolbarActions;
}

/** Per-message actions: swipes, feedback and regenerate on replies; edit and delete on all. */
export function MessageToolbar({
  message,
  isLastReply,
  locked,
  canEdit,
  onStartEdit,
  actions,
}: MessageToolbarProps) {
  const id = serverId(message);
  const reply = message.role === 'assistant';
  const alternatives = message.metadata?.alternatives ?? 1;
  const feedback = message.metadata?.feedback;
  const icon = 'h-7 px-2 text-xs';
  return (
    <div className="flex flex-wrap items-center gap-1 text-muted-foreground">
      {reply && alternatives > 1 ? (
        <SwipeControl
          index={message.metadata?.activeAlternative ?? 0}
          count={alternatives}
          disabled={locked}
          onSelect={(index) => actions.onSwipe(id, index)}
        />
      ) : null}
      {reply ? (
        <>
          <Button
            variant="ghost"
            className={cn(icon, feedback === 'up' && 'text-primary')}
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
            className={cn(icon, feedback === 'down' && 'text-primary')}
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
        <Button
          variant="ghost"
          className={icon}
          data-testid="regenerate-button"
          disabled={locked}
          onClick={() => actions.onRegenerate(id)}
        >
          ↻ Regenerate
        </Button>
      ) : null}
      {canEdit ? (
        <Button
          variant="ghost"
          className={icon}
          data-testid="edit-message"
          disabled={locked}
          onClick={onStartEdit}
        >
          Edit
        </Button>
      ) : null}
      <Button
        variant="ghost"
        className={icon}
        data-testid="delete-message"
        disabled={locked}
        onClick={() => actions.onDelete(id)}
      >
        Delete
      </Button>
    </div>
  );
}
