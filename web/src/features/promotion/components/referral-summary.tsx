import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { MyReferral } from '../api/get-my-referral';

/** The user's code and what it brought, or for visitors how to get one. */
export function ReferralSummary({
  signedIn,
  referral,
}: {
  signedIn: boolean;
  referral: MyReferral | undefined;
}) {
  if (!signedIn) {
    return (
      <div className="flex flex-wrap items-center gap-4 rounded-xl border border-border bg-card p-4">
        <p className="flex-1 text-sm text-muted-foreground">
          Sign up to get your own referral code: the banners below then carry it, and every signup
          they bring is counted for you.
        </p>
        <Button asChild className="min-h-10">
          <Link to="/signup">Get my code</Link>
        </Button>
      </div>
    );
  }
  if (!referral) return <Spinner />;
  return (
    <dl className="grid grid-cols-2 gap-4 rounded-xl border border-border bg-card p-4 sm:max-w-md">
      <div>
        <dt className="text-xs uppercase tracking-wider text-muted-foreground">Your code</dt>
        <dd className="mt-1 font-mono text-xl font-semibold" data-testid="referral-code">
          {referral.code}
        </dd>
      </div>
      <div>
        <dt className="text-xs uppercase tracking-wider text-muted-foreground">Signups</dt>
        <dd className="mt-1 text-xl font-semibold tabular-nums">{referral.signups}</dd>
      </div>
    </dl>
  );
}
