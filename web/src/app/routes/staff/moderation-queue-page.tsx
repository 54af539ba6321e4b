import { PageHeader } from '@/components/layouts/page-header';
import { QueueList } from '@/features/moderation/components/queue-list';

export function ModerationQueuePage() {
  return (
    <section className="max-w-4xl">
      <PageHeader />
      <QueueList kind="queue" emptyText="The queue is empty. Flagged content will appear here." />
    </section>
  );
}
