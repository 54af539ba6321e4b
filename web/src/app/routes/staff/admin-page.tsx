import { Link } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { AdminStats } from '@/features/admin/components/admin-stats';
import { AnalyticsSection } from '@/features/admin/components/analytics-section';
import { ErrorSummary } from '@/features/admin/components/error-summary';
import { ReferralStats } from '@/features/admin/components/referral-stats';

export function AdminPage() {
  return (
    <section className="grid gap-8">
      <PageHeader />
      <AdminStats />
      <nav aria-label="Admin" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <Link to="/admin/customer" className="text-primary hover:underline">
          Customers
        </Link>
        <Link to="/moderators" className="text-primary hover:underline">
          Moderation queue
        </Link>
        <Link to="/moderators/emergency" className="text-primary hover:underline">
          Emergency queue
        </Link>
        <Link to="/moderators?view=log" className="text-primary hover:underline">
          Moderation log
        </Link>
      </nav>
      <AnalyticsSection />
      <ReferralStats />
      <ErrorSummary />
    </section>
  );
}
