import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useQueue } from '../api/get-queue';
import type { QueueKind, QueueStatus } from '../types';
import { FlagCard } from './flag-card';

interface QueueListProps {
  kind: QueueKind;
  status: QueueStatus;
  emptyText: string;
}

/** The flags of one list, newest first. */
export function QueueList({ kind, status, emptyText }: QueueListProps) {
  const { data, error } = useQueue(kind, status);
  if (error) return <Alert variant="destructive">{errorMessage(error)}</Alert>;
  if (!data) return <Spinner />;
  if (data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
        {emptyText}
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {data.length === 1 ? '1 flag' : `${data.length} flags`}
      </p>
      <ul className="grid gap-4">
        {data.map((flag) => (
          <li key={flag.id}>
            <FlagCard flag={flag} />
          </li>
        ))}
      </ul>
    </div>
  );
}
