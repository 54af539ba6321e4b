import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { track } from '@/lib/analytics/client';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useBilling } from '../api/get-billing';
import { type CheckoutKind, startCheckout } from '../api/start-checkout';
import { creditsWord, formatDate, formatPrice } from '../lib/format';

interface CheckoutSummaryProps {
  kind: CheckoutKind;
  itemId: string;
}

/** Sends the browser to the payment page (a full navigation: the provider's page is not ours). */
export function goTo(url: string) {
  window.location.assign(url);
}

function trialEndDate(days: number): string {
  return formatDate(new Date(Date.now() + days * 86_400_000).toISOString());
}

/**
 * What is being bought, and one "Continue to payment" button that opens the checkout and goes to
 * the payment page. A button rather than an automatic redirect: coming Back from the payment page
 * then shows this summary again instead of opening a new checkout and bouncing forward.
 */
export function CheckoutSummary({ kind, itemId }: CheckoutSummaryProps) {
  const billing = useBilling();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  if (billing.error) return <Alert variant="destructive">{errorMessage(billing.error)}</Alert>;
  if (!billing.data) return <Spinner className="justify-center py-16" />;

  const plan = kind === 'subscription' ? billing.data.plans.find((p) => p.id === itemId) : null;
  const pack = kind === 'pack' ? billing.data.packs.find((p) => p.id === itemId) : null;
  if (!plan && !pack) {
    return (
      <Alert variant="destructive">
        That plan or pack is not on sale.{' '}
        <Link to="/upgrade" className="underline">
          See the plans
        </Link>
      </Alert>
    );
  }

  const trial = plan?.trialAvailable && plan.trialDays > 0 ? plan.trialDays : 0;
  const price = plan
    ? formatPrice(plan.priceMinor, plan.currency)
    : formatPrice(pack?.priceMinor ?? 0, pack?.currency ?? 'USD');

  async function pay() {
    setBusy(true);
    setError(null);
    try {
      track('checkout_started', { kind, item: itemId });
      const started = await startCheckout(kind, itemId);
      goTo(started.redirectUrl);
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  }

  return (
    <Card className="mx-auto w-full max-w-lg" data-testid="checkout-summary">
      <CardHeader>
        <p className="text-muted-foreground text-xs uppercase tracking-wider">You are buying</p>
        <CardTitle className="font-display text-2xl">
          {plan ? `Nocturne ${plan.name}` : `${creditsWord(pack?.credits ?? 0)}`}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{plan ? 'Billed' : 'Price'}</dt>
            <dd>{plan ? `${price} every ${plan.interval}` : `${price}, once`}</dd>
          </div>
          {plan ? (
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Credits</dt>
              <dd>{creditsWord(plan.monthlyCredits)} a month</dd>
            </div>
          ) : null}
          {trial ? (
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Due today</dt>
              <dd className="font-semibold text-primary">
                {formatPrice(0, plan?.currency ?? 'USD')} · {trial} days free
              </dd>
            </div>
          ) : null}
        </dl>
        {plan ? (
          <ul className="grid gap-1.5 border-border border-t pt-4 text-sm">
            {plan.unlocks.map((u) => (
              <li key={u}>✓ {u}</li>
            ))}
          </ul>
        ) : null}
        {trial ? (
          <p className="text-muted-foreground text-xs">
            Your trial ends on {trialEndDate(trial)}; then {price} a {plan?.interval}. Cancel before
            then and you pay nothing.
          </p>
        ) : null}
        {error ? (
          <Alert variant="destructive" data-testid="checkout-error">
            {errorMessage(error)}
            {isApiError(error, 409) ? (
              <>
                {' '}
                <Link to="/profile/account" className="font-medium underline">
                  Manage your plan
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
      </CardContent>
      <CardFooter className="grid gap-2">
        <Button size="lg" disabled={busy} onClick={() => void pay()} data-testid="checkout-pay">
          {busy ? 'Opening the payment page…' : 'Continue to payment'}
        </Button>
        <Button asChild variant="ghost">
          <Link to="/upgrade">Back to plans</Link>
        </Button>
        <p className="text-center text-muted-foreground text-xs">
          Payments are handled by our payment provider.
        </p>
      </CardFooter>
    </Card>
  );
}
