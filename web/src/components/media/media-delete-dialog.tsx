import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-error';

interface MediaDeleteDialogProps {
  open: boolean;
  onClose(): void;
  /** Deletes it; throws the server's error, which the dialog shows. */
  remove(): Promise<unknown>;
  onDeleted(): void;
  title: string;
  description: string;
  'data-testid'?: string;
  /** The test id of the Delete button. */
  confirmTestId: string;
}

/** Asks before deleting one of my images or videos for good: Keep it, or Delete. */
export function MediaDeleteDialog({
  open,
  onClose,
  remove,
  onDeleted,
  title,
  description,
  confirmTestId,
  ...rest
}: MediaDeleteDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await remove();
      onDeleted();
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      data-testid={rest['data-testid']}
    >
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <div className="flex justify-end gap-3">
        <Button variant="ghost" className="h-10" onClick={onClose}>
          Keep it
        </Button>
        <Button
          variant="destructive"
          className="h-10"
          disabled={busy}
          onClick={() => void confirm()}
          data-testid={confirmTestId}
        >
          {busy ? 'Deleting…' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
