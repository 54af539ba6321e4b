import { PageHeader } from '@/components/layouts/page-header';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useBilling } from '@/features/billing/api/get-billing';
import { usePlans } from '@/features/billing/api/get-plans';
import { PackList } from '@/features/billing/components/pack-list';
import { PlanTable } from '@/features/billing/components/plan-table';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';

/** The plans (public), and for a signed-in user their plan highlighted and the credit packs. */
export function UpgradePage() {
  const { user } = useAuth();
  const billing = useBilling(Boolean(user));
  const plans = usePlans(!user);
  const list = user ? billing.data?.plans : plans.data;
  const error = user ? billing.error : plans.error;
  return (
    <section className="grid gap-8">
      <div className="text-center">
        <PageHeader>
          Unlimited chat, monthly credits for images and videos, and a place at the front of the
          queue.
        </PageHeader>
      </div>
      {error ? (
        <Alert variant="destructive">{errorMessage(error)}</Alert>
      ) : list ? (
        <PlanTable plans={list} billing={user ? (billing.data ?? null) : null} />
      ) : (
        <Spinner className="justify-center py-16" />
      )}
      {user && billing.data ? (
        <PackList packs={billing.data.packs} balance={billing.data.credits.balance} />
      ) : null}
      <p className="text-center text-muted-foreground text-xs">
        Cancel any time from your account; your plan stays until the end of the period you paid for.
      </p>
    </section>
  );
}
