import { Link } from 'react-router';
import { useBillingSummary } from '@/lib/credits';

/** The signed-in header's balance (links to /upgrade), with the plan's name for subscribers. */
export function CreditsIndicator() {
  const billing = useBillingSummary(true);
  if (!billing.data) return null;
  const { credits, subscription } = billing.data;
  const plan = subscription?.entitled ? subscription.planName : null;
  return (
    <Link
      to="/upgrade"
      data-testid="credits-indicator"
      title={plan ? `${plan} · credits` : 'Credits · upgrade'}
      className="flex h-8 items-center gap-2 rounded-full border border-border bg-card/60 px-3 text-sm transition-colors hover:border-primary/60"
    >
      {plan ? (
        <span className="rounded-full bg-primary/15 px-2 py-0.5 font-semibold text-[11px] text-primary uppercase tracking-wide">
          {plan}
        </span>
      ) : null}
      <span className="tabular-nums">
        <span aria-hidden className="text-primary">
          ◆
        </span>{' '}
        {credits.balance.toLocaleString('en-US')}
        <span className="sr-only"> credits</span>
      </span>
    </Link>
  );
}
