import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-error';
import { type CustomerSubscription, cancelCustomerSubscription } from '../api/customer-billing';
import { formatDay } from '../lib/billing-format';

interface CancelSubscriptionDialogProps {
  open: boolean;
  customerId: string;
  subscription: CustomerSubscription;
  onClose(): void;
  onCanceled(subscription: CustomerSubscription): void;
}

/** Confirms a staff cancellation: at the period's end (the customer keeps it until then) or now. */
export function CancelSubscriptionDialog({
  open,
  customerId,
  subscription,
  onClose,
  onCanceled,
}: CancelSubscriptionDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const periodEnd = formatDay(subscription.currentPeriodEnd ?? subscription.renewsOrEndsAt);

  function close() {
    if (busy) return;
    setError(null);
    onClose();
  }

  async function cancel(atPeriodEnd: boolean) {
    setBusy(true);
    setError(null);
    try {
      onCanceled(await cancelCustomerSubscription(customerId, atPeriodEnd));
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Cancel subscription?"
      description={`${subscription.planName}: at the period's end it stays active${
        periodEnd ? ` until ${periodEnd}` : ''
      } and does not renew; now ends it at once.`}
    >
      {error ? (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" disabled={busy} onClick={close}>
          Keep it
        </Button>
        <Button
          variant="outline"
          disabled={busy || subscription.cancelAtPeriodEnd}
          onClick={() => void cancel(true)}
        >
          At period end
        </Button>
        <Button variant="destructive" disabled={busy} onClick={() => void cancel(false)}>
          Now
        </Button>
      </div>
    </Dialog>
  );
}
