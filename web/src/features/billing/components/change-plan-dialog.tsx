import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/utils';
import { changePlan } from '../api/manage-subscription';
import { formatPrice } from '../lib/format';
import type { Plan, Subscription } from '../types';

interface ChangePlanDialogProps {
  sub: Subscription;
  plans: readonly Plan[];
  prorates: boolean;
  onClose(): void;
}

/** Switch to another plan or interval. */
export function ChangePlanDialog({ sub, plans, prorates, onClose }: ChangePlanDialogProps) {
  const others = plans.filter((p) => p.id !== sub.planId);
  const [choice, setChoice] = useState(others[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await changePlan(choice);
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
      title="Change plan"
      description={
        prorates
          ? 'The change applies now. What is left of this period is credited against the new price (prorated).'
          : 'The new plan starts at your next renewal date; nothing is charged today.'
      }
    >
      <fieldset className="grid gap-2">
        <legend className="sr-only">Plans</legend>
        {others.map((plan) => (
          <label
            key={plan.id}
            className={cn(
              'flex cursor-pointer items-center justify-between gap-3 rounded-lg border px-4 py-3 text-sm',
              choice === plan.id ? 'border-primary bg-primary/15' : 'border-border hover:bg-accent',
            )}
          >
            <span className="flex items-center gap-3">
              <input
                type="radio"
                name="plan"
                value={plan.id}
                checked={choice === plan.id}
                onChange={() => setChoice(plan.id)}
              />
              <span>
                <span className="font-medium">{plan.name}</span>{' '}
                <span className="text-muted-foreground">
                  · {plan.interval === 'year' ? 'Yearly' : 'Monthly'}
                </span>
              </span>
            </span>
            <span>
              {formatPrice(plan.priceMinor, plan.currency)} / {plan.interval}
            </span>
          </label>
        ))}
      </fieldset>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Not now
        </Button>
        <Button disabled={busy || !choice} onClick={() => void confirm()}>
          {busy ? 'Changing…' : 'Change plan'}
        </Button>
      </div>
    </Dialog>
  );
}
