import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useReferralStats } from '../api/get-referral-stats';
import { ReferralCodeForm } from './referral-code-form';

const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Referred signups per code (spec 1 Promotion), most first, and operator codes. */
export function ReferralStats() {
  const { data, error } = useReferralStats();
  return (
    <section id="referrals" aria-labelledby="referrals-title" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="referrals-title" className="text-xl font-semibold">
          Referrals
        </h2>
        {data ? (
          <p className="text-sm text-muted-foreground">
            {data.totalSignups} referred {data.totalSignups === 1 ? 'signup' : 'signups'}
          </p>
        ) : null}
      </div>
      {error ? <Alert variant="destructive">{errorMessage(error)}</Alert> : null}
      {!data && !error ? <Spinner /> : null}
      {data && data.codes.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No referred signups yet. Every user has a code on /banners; add one below for an affiliate
          or a campaign.
        </p>
      ) : null}
      {data && data.codes.length > 0 ? (
        <div className="overflow-x-auto rounded-xl border border-border">
          <table className="w-full text-sm">
            <thead className="bg-muted/40 text-left text-xs uppercase tracking-wider text-muted-foreground">
              <tr>
                <th className="p-3">Code</th>
                <th className="p-3">Whose</th>
                <th className="p-3 text-right">Signups</th>
                <th className="p-3">Last signup</th>
              </tr>
            </thead>
            <tbody>
              {data.codes.map((row) => (
                <tr key={row.code} className="border-t border-border">
                  <td className="p-3 font-mono">{row.code}</td>
                  <td className="p-3">{row.username ?? (row.label || 'Operator')}</td>
                  <td className="p-3 text-right tabular-nums">{row.signups}</td>
                  <td className="p-3 text-muted-foreground">
                    {row.lastSignupAt ? DAY.format(new Date(row.lastSignupAt)) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <ReferralCodeForm />
    </section>
  );
}
