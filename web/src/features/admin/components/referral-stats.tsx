import { useReferralStats } from '../api/get-referral-stats';
import { AdminSection } from './admin-section';
import { ReferralCodeForm } from './referral-code-form';

const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Referred signups per code (spec 1 Promotion), most first, and operator codes. */
export function ReferralStats() {
  const { data, error } = useReferralStats();
  return (
    <AdminSection
      id="referrals"
      title="Referrals"
      summary={
        data
          ? `${data.totalSignups} referred ${data.totalSignups === 1 ? 'signup' : 'signups'}`
          : null
      }
      loading={!data && !error}
      error={error}
    >
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
    </AdminSection>
  );
}
