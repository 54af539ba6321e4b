import { type ReactNode, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/utils';
import {
  type CustomerBilling as Billing,
  type CustomerSubscription,
  useCustomerBilling,
} from '../api/customer-billing';
import {
  cancelable,
  count,
  formatDay,
  formatMoney,
  formatTime,
  humanize,
  jobTone,
  paymentTone,
  renewalLine,
  sameDay,
  signed,
  subscriptionStatus,
  TONE_CLASS,
} from '../lib/billing-format';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { CreditAdjustForm } from './credit-adjust-form';

const TH = 'px-2 pb-2 font-medium';
const TD = 'px-2 py-2';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h3 className="font-medium">{title}</h3>
      {children}
    </section>
  );
}

/** A date over its time, so the column stays narrow on a phone. */
function When({ iso }: { iso: string }) {
  return (
    <td className={cn(TD, 'whitespace-nowrap')}>
      {formatDay(iso)}
      <span className="block text-xs text-muted-foreground">{formatTime(iso)}</span>
    </td>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

/** A scrolling table: sideways on a phone, and a bounded height for long lists. */
function Table({ label, head, children }: { label: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="max-h-[45vh] overflow-x-auto overflow-y-auto">
      <table className="w-full text-sm" aria-label={label}>
        <thead className="sticky top-0 bg-card">
          <tr className="text-left text-xs text-muted-foreground">{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function Plan({ customerId, sub, onChanged }: PlanProps) {
  const [confirming, setConfirming] = useState(false);
  if (!sub) return <Empty>No subscription: this customer is on the free plan.</Empty>;
  const status = subscriptionStatus(sub);
  const renewal = renewalLine(sub);
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="grid gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{sub.planName}</span>
          {sub.interval ? (
            <span className="text-sm text-muted-foreground">
              {sub.interval === 'year' ? 'yearly' : 'monthly'}
            </span>
          ) : null}
          <Badge className={TONE_CLASS[status.tone]} data-testid="customer-subscription-status">
            {status.label}
          </Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          {[
            renewal,
            sub.status === 'trialing' && sub.trialEnd && !sameDay(sub.trialEnd, sub.renewsOrEndsAt)
              ? `Trial ends ${formatDay(sub.trialEnd)}`
              : '',
            `via ${sub.provider}`,
            sub.entitled ? '' : 'no plan benefits',
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      {cancelable(sub) ? (
        <Button size="sm" variant="destructive" onClick={() => setConfirming(true)}>
          Cancel subscription
        </Button>
      ) : null}
      <CancelSubscriptionDialog
        open={confirming}
        customerId={customerId}
        subscription={sub}
        onClose={() => setConfirming(false)}
        onCanceled={onChanged}
      />
    </div>
  );
}

interface PlanProps {
  customerId: string;
  sub: CustomerSubscription | null;
  onChanged(sub: CustomerSubscription): void;
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-lg border border-border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function Payments({ payments }: { payments: Billing['payments'] }) {
  if (payments.length === 0) return <Empty>No payments.</Empty>;
  return (
    <Table
      label="Payments"
      head={
        <>
          <th className={TH}>Date</th>
          <th className={TH}>Item</th>
          <th className={TH}>Status</th>
          <th className={cn(TH, 'text-right')}>Amount</th>
        </>
      }
    >
      {payments.map((p) => (
        <tr key={p.id} className="border-t border-border/60">
          <td className={cn(TD, 'whitespace-nowrap')}>{formatDay(p.paidAt ?? p.createdAt)}</td>
          <td className={TD}>{p.itemName || humanize(p.itemId)}</td>
          <td className={cn(TD, paymentTone(p.status))}>{humanize(p.status)}</td>
          <td className={cn(TD, 'whitespace-nowrap text-right tabular-nums')}>
            {formatMoney(p.amountMinor, p.currency)}
          </td>
        </tr>
      ))}
    </Table>
  );
}

function Ledger({ entries }: { entries: Billing['ledger']['entries'] }) {
  if (entries.length === 0) return <Empty>No ledger entries.</Empty>;
  return (
    <Table
      label="Credit ledger"
      head={
        <>
          <th className={TH}>Date</th>
          <th className={TH}>Kind</th>
          <th className={cn(TH, 'text-right')}>Amount</th>
          <th className={cn(TH, 'text-right')}>Balance</th>
          <th className={TH}>Reason</th>
        </>
      }
    >
      {entries.map((e) => (
        <tr key={e.id} className="border-t border-border/60">
          <When iso={e.createdAt} />
          <td className={TD}>{humanize(e.kind)}</td>
          <td
            className={cn(
              TD,
              'text-right tabular-nums',
              e.amount > 0 ? 'text-emerald-200' : e.amount < 0 ? 'text-red-200' : '',
            )}
          >
            {signed(e.amount)}
          </td>
          <td className={cn(TD, 'text-right tabular-nums')}>{count(e.balanceAfter)}</td>
          <td className={cn(TD, 'min-w-32 text-muted-foreground')}>{e.reason}</td>
        </tr>
      ))}
    </Table>
  );
}

function Jobs({ jobs }: { jobs: Billing['jobs'] }) {
  if (jobs.length === 0) return <Empty>No generations yet.</Empty>;
  return (
    <Table
      label="Recent generations"
      head={
        <>
          <th className={TH}>Date</th>
          <th className={TH}>Kind</th>
          <th className={TH}>State</th>
          <th className={cn(TH, 'text-right')}>Credits</th>
          <th className={TH}>Error</th>
        </>
      }
    >
      {jobs.map((j) => (
        <tr key={j.id} className="border-t border-border/60">
          <When iso={j.createdAt} />
          <td className={TD}>{humanize(j.kind)}</td>
          <td className={cn(TD, jobTone(j.state))}>{humanize(j.state)}</td>
          <td className={cn(TD, 'text-right tabular-nums')}>{count(j.credits)}</td>
          <td className={cn(TD, 'min-w-32 text-red-200')}>{j.error ?? ''}</td>
        </tr>
      ))}
    </Table>
  );
}

/** A customer's billing for staff: plan, credits and their ledger, payments, recent generations. */
export function CustomerBilling({ customerId }: { customerId: string }) {
  const { data, error, mutate } = useCustomerBilling(customerId);
  if (error && !data) return <Alert variant="destructive">{errorMessage(error)}</Alert>;
  if (!data) return <Spinner label="Loading billing…" />;
  const { credits } = data.ledger;
  return (
    <div className="grid gap-6" data-testid="customer-billing">
      <Section title="Plan">
        <Plan
          customerId={customerId}
          sub={data.subscription}
          onChanged={(subscription) => void mutate({ ...data, subscription })}
        />
      </Section>
      <Section title="Credits">
        <dl className="grid grid-cols-3 gap-2">
          <Stat label="Balance" value={count(credits.balance)} />
          <Stat label="Spent this month" value={count(credits.spentThisMonth)} />
          <Stat
            label="Monthly limit"
            value={credits.monthlyCeiling === null ? 'None' : count(credits.monthlyCeiling)}
          />
        </dl>
        <CreditAdjustForm
          customerId={customerId}
          onAdjusted={(ledger) => void mutate({ ...data, ledger })}
        />
      </Section>
      <Section title="Credit ledger">
        <Ledger entries={data.ledger.entries} />
      </Section>
      <Section title="Payments">
        <Payments payments={data.payments} />
      </Section>
      <Section title="Recent generations">
        <Jobs jobs={data.jobs} />
      </Section>
    </div>
  );
}
