import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import type { QueueItem } from '@/lib/api-types';
import { type QueueKind, useQueue } from '../api/get-queue';

function itemKey(item: QueueItem, index: number): string {
  const id = (item as Record<string, unknown>).id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function QueueList({ kind, emptyText }: { kind: QueueKind; emptyText: string }) {
  const { data, error } = useQueue(kind);
  if (error) return <Alert variant="destructive">{errorMessage(error)}</Alert>;
  if (!data) return <Spinner />;
  if (data.length === 0) return <p className="text-muted-foreground">{emptyText}</p>;
  return (
    <ul className="grid gap-3">
      {data.map((item, index) => (
        <li key={itemKey(item, index)} className="rounded-lg border border-border bg-card p-4">
          <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
            {Object.entries(item as Record<string, unknown>).map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="text-muted-foreground">{key}</dt>
                <dd className="break-words">{describe(value)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
