import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import type { AdminStats as Stats } from '@/lib/api-types';
import { useAdminStats } from '../api/get-stats';

const LABELS: { key: keyof Stats; label: string }[] = [
  { key: 'users', label: 'Users' },
  { key: 'subscribers', label: 'Subscribers' },
  { key: 'admins', label: 'Admins' },
  { key: 'moderators', label: 'Moderators' },
  { key: 'banned', label: 'Banned' },
];

export function AdminStats() {
  const { data, error } = useAdminStats();
  if (error) return <Alert variant="destructive">{errorMessage(error)}</Alert>;
  if (!data) return <Spinner />;
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
      {LABELS.map(({ key, label }) => (
        <div key={key} className="rounded-xl border border-border bg-card p-4">
          <dt className="text-xs uppercase tracking-wider text-muted-foreground">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{data[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
