import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/utils';
import { usePayments } from '../api/get-payments';
import { formatDate, formatPrice } from '../lib/format';

const STATUS: Record<string, { label: string; className: string }> = {
  paid: { label: 'Paid', className: 'text-emerald-200' },
  failed: { label: 'Failed', className: 'text-red-200' },
  pending: { label: 'Pending', className: 'text-primary' },
  refunded: { label: 'Refunded', className: 'text-muted-foreground' },
};

/** The account's payments, newest first. */
export function PaymentHistory() {
  const payments = usePayments();
  if (payments.error) return <Alert variant="destructive">{errorMessage(payments.error)}</Alert>;
  if (!payments.data) return <Spinner />;
  if (payments.data.length === 0) {
    return <p className="text-muted-foreground text-sm">No payments yet.</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="payments">
        <thead>
          <tr className="text-left text-muted-foreground text-xs">
            <th className="px-2 pb-2 font-medium">Date</th>
            <th className="px-2 pb-2 font-medium">Item</th>
            <th className="px-2 pb-2 font-medium">Status</th>
            <th className="px-2 pb-2 text-right font-medium">Amount</th>
          </tr>
        </thead>
        <tbody>
          {payments.data.map((p) => {
            const status = STATUS[p.status] ?? { label: p.status, className: '' };
            return (
              <tr key={p.id} className="border-border/60 border-t">
                <td className="whitespace-nowrap px-2 py-2">
                  {formatDate(p.paidAt ?? p.createdAt)}
                </td>
                <td className="px-2 py-2">{p.itemName}</td>
                <td className={cn('px-2 py-2', status.className)}>{status.label}</td>
                <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums">
                  {formatPrice(p.amountMinor, p.currency)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
