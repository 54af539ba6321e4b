import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { ActionLog } from '@/features/moderation/components/action-log';
import { QueueList } from '@/features/moderation/components/queue-list';
import { ViewTabs } from '@/features/moderation/components/view-tabs';

const TABS = [
  { value: 'open', label: 'Open' },
  { value: 'reviewed', label: 'Reviewed' },
  { value: 'log', label: 'Action log' },
];

export function ModerationQueuePage() {
  const [params] = useSearchParams();
  const view = TABS.some((t) => t.value === params.get('view'))
    ? String(params.get('view'))
    : 'open';
  return (
    <section className="max-w-4xl">
      <PageHeader>
        <p>
          Dismiss a false positive (its strike is taken back), confirm a flag, or ban and unban its
          author. Every action is logged with who made it and when.
        </p>
      </PageHeader>
      <ViewTabs tabs={TABS} current={view} />
      {view === 'log' ? (
        <ActionLog />
      ) : view === 'reviewed' ? (
        <QueueList kind="queue" status="reviewed" emptyText="No reviewed flags yet." />
      ) : (
        <QueueList
          kind="queue"
          status="open"
          emptyText="The queue is empty. Flagged content will appear here."
        />
      )}
    </section>
  );
}
