import { Button } from '@/components/ui/button';

interface StoppedNoticeProps {
  /** The newest reply: it can be continued or regenerated from here. */
  actionable: boolean;
  locked: boolean;
  onContinue(): void;
  onRegenerate(): void;
}

/** Under a reply cut short by Stop: says so, and offers to continue it or write it again. */
export function StoppedNotice({
  actionable,
  locked,
  onContinue,
  onRegenerate,
}: StoppedNoticeProps) {
  return (
    <div className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
      <span data-testid="message-stopped" className="mr-1 rounded-full bg-muted px-2 py-0.5">
        Stopped
      </span>
      {actionable ? (
        <>
          <Button
            variant="ghost"
            size="sm"
            className="h-10 px-3"
            data-testid="stopped-continue"
            disabled={locked}
            onClick={onContinue}
          >
            ↪ Continue
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="h-10 px-3"
            data-testid="stopped-regenerate"
            disabled={locked}
            onClick={onRegenerate}
          >
            ↻ Regenerate
          </Button>
        </>
      ) : null}
    </div>
  );
}

/** Under the user's message that has no answer (stopped before the first word, a failure, a reload). */
export function UnansweredNotice({ locked, onReply }: { locked: boolean; onReply(): void }) {
  return (
    <div className="flex items-center justify-end gap-2 text-xs text-muted-foreground">
      <span>No reply yet</span>
      <Button
        variant="outline"
        size="sm"
        className="h-10 rounded-full px-4"
        data-testid="reply-button"
        disabled={locked}
        onClick={onReply}
      >
        ↩ Reply
      </Button>
    </div>
  );
}
