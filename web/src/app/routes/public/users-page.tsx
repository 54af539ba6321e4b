import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/layouts/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useUserSearch } from '@/features/social/api/search-users';
import { UserList } from '@/features/social/components/user-list';
import { errorMessage } from '@/lib/api-error';

/** /u: search people by username or name (everyone public when the box is empty). */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() !== q) setParams(text.trim() ? { q: text.trim() } : {}, { replace: true });
    }, 300);
    return () => clearTimeout(timer);
  }, [text, q, setParams]);
  const { data, error, size, setSize, isValidating } = useUserSearch(q);
  const users = data?.flatMap((p) => p.items) ?? [];
  return (
    <section className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-4">
      <PageHeader>Find creators to follow.</PageHeader>
      <form className="-mt-4" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="user-search" className="sr-only">
          Search people
        </label>
        <Input
          id="user-search"
          type="search"
          placeholder="Search by username or name"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          className="h-12 rounded-full px-5 text-base"
        />
      </form>
      {error && !data ? <Alert variant="destructive">{errorMessage(error)}</Alert> : null}
      <UserList
        users={users}
        hasMore={Boolean(data?.[data.length - 1]?.nextCursor)}
        loading={!data || (isValidating && size > (data?.length ?? 0))}
        onMore={() => void setSize(size + 1)}
        empty={
          <EmptyState
            title={q ? `Nobody matches “${q}”` : 'No public profiles yet'}
            actions={
              <Button asChild variant="secondary">
                <Link to="/feed">Browse the feed</Link>
              </Button>
            }
          >
            {q ? 'Try part of a username or a display name.' : 'People who publish show up here.'}
          </EmptyState>
        }
      />
    </section>
  );
}
