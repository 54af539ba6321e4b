import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-error';
import { deleteVideo } from '../api/delete-video';
import { Portal } from './portal';

/** Asks before deleting one of my videos (the videos made from it stay). */
export function DeleteVideoDialog({
  videoId,
  open,
  onClose,
  onDeleted,
}: {
  videoId: string;
  open: boolean;
  onClose(): void;
  onDeleted(): void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await deleteVideo(videoId);
      onDeleted();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Portal>
      <Dialog
        open={open}
        onClose={onClose}
        title="Delete this video?"
        description="It leaves your gallery and any chat that shows it; videos made from it stay. This cannot be undone."
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
            onClick={() => void remove()}
            data-testid="confirm-delete-video"
          >
            {busy ? 'Deleting…' : 'Delete'}
          </Button>
        </div>
      </Dialog>
    </Portal>
  );
}
