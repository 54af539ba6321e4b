import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { QueueList } from '@/features/moderation/components/queue-list';
import { ViewTabs } from '@/features/moderation/components/view-tabs';

const TABS = [
  { value: 'open', label: 'Open' },
  { value: 'reviewed', label: 'Reviewed' },
];

export function EmergencyQueuePage() {
  const [params] = useSearchParams();
  const view = params.get('view') === 'reviewed' ? 'reviewed' : 'open';
  return (
    <section className="max-w-4xl">
      <PageHeader>
        <p>
          Suspected sexual content involving minors: review it first and report it as the law
          requires. The flagged text is kept as evidence, read-only, and every view of it is
          recorded in an access log.
        </p>
      </PageHeader>
      <ViewTabs tabs={TABS} current={view} />
      {view === 'reviewed' ? (
        <QueueList kind="emergency" status="reviewed" emptyText="No reviewed emergencies yet." />
      ) : (
        <QueueList
          kind="emergency"
          status="open"
          emptyText="No emergencies. Nothing needs urgent review."
        />
      )}
    </section>
  );
}
