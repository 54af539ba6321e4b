import { Button } from '@/components/ui/button';

interface MediaFailedProps {
  /** "The photo could not be made." */
  title: string;
  /** The job's error, as the server words it. */
  message: string | null;
  onRetry?: (() => void) | undefined;
  disabled?: boolean;
  /** Test ids: `${kind}-error`, `${kind}-retry`. */
  kind: 'photo' | 'video';
}

/** A generation in the chat that failed or was canceled: what happened, and Try again. */
export function MediaFailed({ title, message, onRetry, disabled, kind }: MediaFailedProps) {
  return (
    <div className="grid w-[min(22rem,100%)] gap-3 rounded-2xl border border-red-400/30 bg-red-950/20 p-4">
      <p className="font-semibold text-red-200 text-sm">{title}</p>
      {message ? (
        <p className="text-muted-foreground text-sm" data-testid={`${kind}-error`}>
          {message}
        </p>
      ) : null}
      {onRetry ? (
        <Button
          variant="secondary"
          className="h-10 justify-self-start"
          disabled={disabled}
          onClick={onRetry}
          data-testid={`${kind}-retry`}
        >
          Try again
        </Button>
      ) : null}
    </div>
  );
}
