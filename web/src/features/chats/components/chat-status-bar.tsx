import type { ChatStatus } from 'ai';
import { Button } from '@/components/ui/button';
import { UpgradeMessage } from '@/components/upgrade-message';
import { chatErrorMessage } from '@/lib/chat-error';

interface ChatStatusBarProps {
  status: ChatStatus;
  error: Error | undefined;
  onRetry(): void;
}

/** A failed turn shows its reason and a Retry button; otherwise the bar takes no room (the typing
 * indicator in the list shows a turn at work). `data-status` always tells the turn's state. */
export function ChatStatusBar({ status, error, onRetry }: ChatStatusBarProps) {
  return (
    <div data-testid="chat-status" data-status={status} className="text-sm">
      {status === 'submitted' || status === 'streaming' ? (
        <span className="sr-only">{status === 'submitted' ? 'Sending…' : 'Typing…'}</span>
      ) : null}
      {status === 'error' ? (
        <div
          role="alert"
          data-testid="chat-error"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-destructive/50 bg-destructive/10 px-3 py-2 text-red-200"
        >
          <span className="min-w-0 flex-1">
            <UpgradeMessage text={chatErrorMessage(error)} />
          </span>
          <Button
            size="sm"
            variant="outline"
            className="h-10"
            data-testid="retry-button"
            onClick={onRetry}
          >
            Retry
          </Button>
        </div>
      ) : null}
    </div>
  );
}
