import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-error';
import { cancelSubscription } from '../api/manage-subscription';
import { formatDate } from '../lib/format';
import type { Subscription } from '../types';

/** Cancel at the end of the period, after a confirm that says access stays until then. */
export function CancelDialog({ sub, onClose }: { sub: Subscription; onClose(): void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const until = formatDate(sub.renewsOrEndsAt ?? sub.currentPeriodEnd);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await cancelSubscription();
      onClose();
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Cancel ${sub.planName}?`}
      description={
        until
          ? `You keep everything in ${sub.planName} until ${until}. After that your account goes back to Free and you are not charged again.`
          : `Your account goes back to Free and you are not charged again.`
      }
      data-testid="cancel-dialog"
    >
      <p className="text-muted-foreground text-sm">
        Credits you have left stay in your balance. You can resume any time before the end date.
      </p>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Keep my plan
        </Button>
        <Button
          variant="destructive"
          disabled={busy}
          onClick={() => void confirm()}
          data-testid="confirm-cancel"
        >
          {busy ? 'Canceling…' : 'Cancel at period end'}
        </Button>
      </div>
    </Dialog>
  );
}
