import { Alert } from '@/components/ui/alert';

/** A request the chat made that was refused, in the server's words, until dismissed. */
export function RequestError({
  message,
  onDismiss,
  testId,
}: {
  message: string;
  onDismiss(): void;
  testId: string;
}) {
  return (
    <Alert variant="destructive" className="flex items-start justify-between gap-3">
      <span data-testid={testId}>{message}</span>
      <button
        type="button"
        className="-my-1 h-8 shrink-0 rounded-md px-2 hover:bg-destructive/20"
        aria-label="Dismiss"
        onClick={onDismiss}
      >
        ✕
      </button>
    </Alert>
  );
}
