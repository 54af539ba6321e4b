import { PageHeader } from '@/components/layouts/page-header';
import { QueueList } from '@/features/moderation/components/queue-list';

export function EmergencyQueuePage() {
  return (
    <section className="max-w-4xl">
      <PageHeader>
        <p>Content that may involve minors or bestiality is listed here first.</p>
      </PageHeader>
      <QueueList kind="emergency" emptyText="No emergencies. Nothing needs urgent review." />
    </section>
  );
}
