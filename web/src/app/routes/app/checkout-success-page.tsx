import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { CheckoutResult } from '@/features/billing/components/checkout-result';

/** Where the payment page sends the browser back: /checkout/success?checkout=<id>. */
export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  return (
    <section className="grid gap-2">
      <div className="mx-auto w-full max-w-lg">
        <PageHeader />
      </div>
      <CheckoutResult checkoutId={params.get('checkout')} />
    </section>
  );
}
