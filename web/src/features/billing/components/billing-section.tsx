import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useBilling } from '../api/get-billing';
import { resumeSubscription, simulateRenewal } from '../api/manage-subscription';
import { creditsWord, formatDate, formatPrice, renewalLine } from '../lib/format';
import type { Billing, Subscription } from '../types';
import { CancelDialog } from './cancel-dialog';
import { ChangePlanDialog } from './change-plan-dialog';
import { StatusBadge } from './status-badge';

function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

function SubscriptionView({ billing, sub }: { billing: Billing; sub: Subscription }) {
  const [dialog, setDialog] = useState<'cancel' | 'change' | null>(null);
  const action = useAction();
  const plan = billing.plans.find((p) => p.id === sub.planId);
  const ending = sub.cancelAtPeriodEnd;
  const live = sub.entitled && sub.status !== 'canceled' && sub.status !== 'expired';

  return (
    <div className="grid gap-5" data-testid="billing-plan">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <div className="flex items-center gap-2">
            <span className="font-display font-semibold text-2xl">{sub.planName}</span>
            <StatusBadge sub={sub} />
          </div>
          {plan ? (
            <p className="text-muted-foreground text-sm">
              {formatPrice(plan.priceMinor, plan.currency)} / {plan.interval} ·{' '}
              {creditsWord(plan.monthlyCredits)} a month
            </p>
          ) : null}
        </div>
        {sub.renewsOrEndsAt ? (
          <p className="text-sm" data-testid="renewal-line">
            <span className="block font-medium">{renewalLine(sub)}</span>
            {sub.status === 'trialing' && sub.trialEnd ? (
              <span className="text-muted-foreground">
                Free trial until {formatDate(sub.trialEnd)}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
      {sub.status === 'past_due' ? (
        <Alert variant="destructive">
          Your last payment did not go through. Update your card with the payment provider to keep
          your plan.
        </Alert>
      ) : null}
      {ending && live ? (
        <Alert>
          Your plan is canceled and stays active until {formatDate(sub.renewsOrEndsAt)}. Changed
          your mind? Resume it and nothing changes.
        </Alert>
      ) : null}
      {action.error ? <Alert variant="destructive">{action.error}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        {live && ending ? (
          <Button
            disabled={action.busy}
            onClick={() => void action.run(resumeSubscription)}
            data-testid="resume-plan"
          >
            Resume {sub.planName}
          </Button>
        ) : null}
        {live && !ending ? (
          <>
            <Button variant="secondary" onClick={() => setDialog('change')}>
              Change plan
            </Button>
            <Button variant="outline" onClick={() => setDialog('cancel')} data-testid="cancel-plan">
              Cancel plan
            </Button>
          </>
        ) : null}
        {!live ? (
          <Button asChild>
            <Link to="/upgrade">See plans</Link>
          </Button>
        ) : null}
      </div>
      {billing.provider === 'fake' && live ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-primary/40 border-dashed px-3 py-2 text-xs">
          <span className="font-semibold text-primary uppercase tracking-wider">Test tool</span>
          <span className="flex-1 text-muted-foreground">
            Test payments: bill the next period now, as a renewal would.
          </span>
          <Button
            size="sm"
            variant="outline"
            disabled={action.busy}
            onClick={() => void action.run(simulateRenewal)}
            data-testid="simulate-renewal"
          >
            Simulate renewal now
          </Button>
        </div>
      ) : null}
      {dialog === 'cancel' ? <CancelDialog sub={sub} onClose={() => setDialog(null)} /> : null}
      {dialog === 'change' ? (
        <ChangePlanDialog
          sub={sub}
          plans={billing.plans}
          prorates={billing.prorates}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

/** The account page's plan: what it is, its state and date, and what can be done with it. */
export function BillingSection() {
  const billing = useBilling();
  if (billing.error) return <Alert variant="destructive">{errorMessage(billing.error)}</Alert>;
  if (!billing.data) return <Spinner />;
  const { subscription, allowance } = billing.data;
  if (subscription) return <SubscriptionView billing={billing.data} sub={subscription} />;
  return (
    <div className="flex flex-wrap items-center justify-between gap-4" data-testid="billing-plan">
      <div className="grid gap-1">
        <span className="font-display font-semibold text-2xl">Free</span>
        <p className="text-muted-foreground text-sm">
          {allowance.dailyLimit !== null
            ? `${allowance.usedToday} of ${allowance.dailyLimit} chat messages used today.`
            : 'Unlimited chat messages.'}{' '}
          Upgrade for unlimited chat and monthly credits.
        </p>
      </div>
      <Button asChild>
        <Link to="/upgrade">See plans</Link>
      </Button>
    </div>
  );
}
