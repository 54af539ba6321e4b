import type { ReactNode } from 'react';
import type { UserSummary } from '../types';
import { LoadMore } from './load-more';
import { UserChip } from './user-chip';

/** People as a list of rows (search results, followers, following, requests), with infinite paging. */
export function UserList({
  users,
  hasMore,
  loading,
  onMore,
  empty,
  actions,
}: {
  users: UserSummary[];
  hasMore: boolean;
  loading: boolean;
  onMore(): void;
  empty: ReactNode;
  /** Buttons at the end of each row (my own followers and requests). */
  actions?: (user: UserSummary) => ReactNode;
}) {
  if (users.length === 0 && !loading) return <>{empty}</>;
  return (
    <div className="grid gap-2">
      <ul className="grid gap-2 sm:grid-cols-2" data-testid="user-list">
        {users.map((user) => (
          <li
            key={user.id}
            className="flex items-center gap-2 rounded-2xl border border-border bg-card px-3 py-2 hover:border-primary/50"
          >
            <UserChip user={user} size="lg" className="min-w-0 flex-1" />
            {actions?.(user)}
          </li>
        ))}
      </ul>
      <LoadMore hasMore={hasMore} loading={loading} onMore={onMore} />
    </div>
  );
}
