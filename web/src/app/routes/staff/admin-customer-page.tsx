import { PageHeader } from '@/components/layouts/page-header';
import { CustomerSearch } from '@/features/admin/components/customer-search';

export function AdminCustomerPage() {
  return (
    <section className="max-w-4xl">
      <PageHeader>
        <p>Find an account, change its role, ban and unban it, or look at its billing.</p>
      </PageHeader>
      <CustomerSearch />
    </section>
  );
}
