import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/utils';
import { useCreditLedger } from '../api/get-credit-ledger';
import { formatDate, signedCredits } from '../lib/format';
import { SpendingLimitForm } from './spending-limit-form';

const SHOWN = 10;

const KIND_LABEL: Record<string, string> = {
  grant: 'Grant',
  purchase: 'Purchase',
  reserve: 'Reserved',
  capture: 'Spent',
  refund: 'Refund',
  adjust: 'Adjustment',
};

/** The balance, the latest ledger entries, and the monthly spending limit. */
export function CreditsPanel() {
  const ledger = useCreditLedger();
  if (ledger.error) return <Alert variant="destructive">{errorMessage(ledger.error)}</Alert>;
  if (!ledger.data) return <Spinner />;
  const { credits, entries } = ledger.data;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="grid">
          <span className="text-muted-foreground text-xs uppercase tracking-wider">Balance</span>
          <span className="font-semibold text-3xl tabular-nums" data-testid="credit-balance">
            {credits.balance.toLocaleString('en-US')}
            <span className="ml-1 font-normal text-base text-muted-foreground">credits</span>
          </span>
        </p>
        <Button asChild variant="secondary">
          <Link to="/upgrade">Get more credits</Link>
        </Button>
      </div>
      <SpendingLimitForm credits={credits} />
      <div className="grid gap-2">
        <h3 className="font-medium text-sm">Recent activity</h3>
        {entries.length === 0 ? (
          <p className="text-muted-foreground text-sm">No credit activity yet.</p>
        ) : (
          <ul className="text-sm" data-testid="credit-ledger">
            {entries.slice(0, SHOWN).map((e) => (
              <li key={e.id} className="flex items-center gap-3 border-border/60 border-t py-2">
                <div className="grid min-w-0 flex-1">
                  <span className="truncate">{e.reason || KIND_LABEL[e.kind] || e.kind}</span>
                  <span className="text-muted-foreground text-xs">
                    {KIND_LABEL[e.kind] ?? e.kind} · {formatDate(e.createdAt)}
                  </span>
                </div>
                <span
                  className={cn(
                    'font-medium tabular-nums',
                    e.amount > 0 ? 'text-emerald-200' : e.amount < 0 ? 'text-foreground' : '',
                  )}
                >
                  {signedCredits(e.amount)}
                </span>
                <span className="w-16 text-right text-muted-foreground text-xs tabular-nums">
                  {e.balanceAfter.toLocaleString('en-US')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
