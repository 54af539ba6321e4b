import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { CheckoutSummary } from '@/features/billing/components/checkout-summary';

/** /checkout?plan=<id> or ?pack=<id>: the summary, then the payment page. */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const plan = params.get('plan');
  const pack = params.get('pack');
  return (
    <section className="grid gap-2">
      <div className="mx-auto w-full max-w-lg">
        <PageHeader />
      </div>
      {plan ? (
        <CheckoutSummary kind="subscription" itemId={plan} />
      ) : (
        <CheckoutSummary kind="pack" itemId={pack ?? ''} />
      )}
    </section>
  );
}
