import type { ChatStatus } from 'ai';
import { Button } from '@/components/ui/button';
import { chatErrorMessage } from '@/lib/chat-error';

interface ChatStatusBarProps {
  status: ChatStatus;
  error: Error | undefined;
  onRetry(): void;
}

/** What the turn is doing; a failed turn shows its reason and a Retry button. */
export function ChatStatusBar({ status, error, onRetry }: ChatStatusBarProps) {
  return (
    <div data-testid="chat-status" data-status={status} className="min-h-6 text-sm">
      {status === 'submitted' ? <span className="text-muted-foreground">Sending…</span> : null}
      {status === 'streaming' ? (
        <span className="animate-pulse text-muted-foreground">Typing…</span>
      ) : null}
      {status === 'error' ? (
        <div
          role="alert"
          data-testid="chat-error"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/50 bg-destructive/10 px-3 py-2 text-red-200"
        >
          <span>{chatErrorMessage(error)}</span>
          <Button size="sm" variant="outline" data-testid="retry-button" onClick={onRetry}>
            Retry
          </Button>
        </div>
      ) : null}
    </div>
  );
}
