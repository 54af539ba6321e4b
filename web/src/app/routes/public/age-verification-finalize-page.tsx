import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { FinalizeAgeVerification } from '@/features/age-verification/components/finalize-age-verification';

export function AgeVerificationFinalizePage() {
  const [params] = useSearchParams();
  return (
    <section className="grid max-w-xl gap-4">
      <PageHeader />
      <FinalizeAgeVerification reference={params.get('reference')} />
    </section>
  );
}
