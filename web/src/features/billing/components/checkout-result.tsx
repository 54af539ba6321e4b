import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { track } from '@/lib/analytics/client';
import { errorMessage } from '@/lib/api-error';
import { useCheckout } from '../api/get-checkout';
import { creditsWord, formatDate, renewalLine } from '../lib/format';
import type { Checkout } from '../types';

function Complete({ checkout }: { checkout: Checkout }) {
  const sub = checkout.subscription;
  useEffect(() => track('checkout_completed', { kind: checkout.kind }), [checkout.kind]);
  return (
    <div className="grid gap-6" data-testid="checkout-complete">
      <div className="grid justify-items-center gap-3 text-center">
        <div
          aria-hidden
          className="grid h-12 w-12 place-items-center rounded-full bg-primary/15 text-2xl text-primary"
        >
          ✓
        </div>
        <h2 className="font-display font-semibold text-3xl">You're in</h2>
        <p className="text-muted-foreground">
          {sub
            ? `Nocturne ${sub.planName} is yours${sub.status === 'trialing' ? ' — your free trial has started' : ''}.`
            : 'Your credits are ready to use.'}
        </p>
      </div>
      {checkout.unlocks.length > 0 ? (
        <ul className="grid gap-2 rounded-xl border border-border bg-background/40 p-4 text-sm">
          {checkout.unlocks.map((u) => (
            <li key={u} className="flex gap-2">
              <span className="text-primary">✓</span>
              {u}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-1 text-center text-sm">
        <p>
          Your balance:{' '}
          <strong data-testid="checkout-balance">{creditsWord(checkout.credits.balance)}</strong>
        </p>
        {sub?.renewsOrEndsAt ? (
          <p className="text-muted-foreground">
            {sub.status === 'trialing' && sub.trialEnd
              ? `Your free trial runs until ${formatDate(sub.trialEnd)}.`
              : renewalLine(sub)}
          </p>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild size="lg">
          <Link to="/chat">Start chatting</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/generate">Generate images</Link>
        </Button>
      </div>
    </div>
  );
}

function Pending() {
  return (
    <div className="grid justify-items-center gap-3 text-center" data-testid="checkout-pending">
      <Spinner />
      <h2 className="font-display font-semibold text-2xl">Payment pending…</h2>
      <p className="text-muted-foreground" aria-live="polite">
        Your bank is still confirming the payment. This page updates by itself.
      </p>
    </div>
  );
}

function Failed({ status }: { status: Checkout['status'] }) {
  const text =
    status === 'declined'
      ? 'Your payment was declined, and nothing was charged. Try again with another card.'
      : status === 'expired'
        ? 'This checkout expired before it was paid. Nothing was charged.'
        : 'This checkout was not finished, so nothing was charged.';
  return (
    <div className="grid justify-items-center gap-3 text-center" data-testid="checkout-failed">
      <h2 className="font-display font-semibold text-2xl">
        {status === 'declined' ? 'Payment declined' : 'Not paid yet'}
      </h2>
      <p className="max-w-md text-muted-foreground">{text}</p>
      <Button asChild size="lg" className="mt-2">
        <Link to="/upgrade">Try again</Link>
      </Button>
    </div>
  );
}

/** The page the payment provider sends the browser back to: asks the server how it went. */
export function CheckoutResult({ checkoutId }: { checkoutId: string | null }) {
  const checkout = useCheckout(checkoutId);
  let body: ReactNode;
  if (!checkoutId) {
    body = <Failed status="open" />;
  } else if (checkout.error && !checkout.data) {
    body = <Alert variant="destructive">{errorMessage(checkout.error)}</Alert>;
  } else if (!checkout.data) {
    body = <Spinner className="justify-center py-10" />;
  } else if (checkout.data.status === 'complete') {
    body = <Complete checkout={checkout.data} />;
  } else if (checkout.data.status === 'pending') {
    body = <Pending />;
  } else {
    body = <Failed status={checkout.data.status} />;
  }
  return (
    <Card className="mx-auto w-full max-w-lg">
      <CardContent className="p-6">{body}</CardContent>
    </Card>
  );
}
