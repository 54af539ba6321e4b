import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-error';
import { deleteImage } from '../api/delete-image';

/** Asks before deleting an image for good. */
export function DeleteImageDialog({
  imageId,
  open,
  onClose,
  onDeleted,
}: {
  imageId: string;
  open: boolean;
  onClose(): void;
  onDeleted(): void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await deleteImage(imageId);
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
      title="Delete this image?"
      description="It leaves your gallery and any chat that shows it. This cannot be undone."
      data-testid="delete-dialog"
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
          data-testid="delete-confirm"
        >
          {busy ? 'Deleting…' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
