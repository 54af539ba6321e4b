import { Link, useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '@/app/not-found-page';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { pathTo } from '@/config/paths';
import { type ConnectionTab, useConnections } from '@/features/social/api/get-connections';
import { useProfile } from '@/features/social/api/get-profile';
import { TabLinks } from '@/features/social/components/tab-links';
import { UserChip } from '@/features/social/components/user-chip';
import { UserList } from '@/features/social/components/user-list';
import { isNotFound } from '@/lib/api-error';

/** /u/{…}/connections: who follows this person, and whom they follow. */
export function ConnectionsPage() {
  const { usernameOrUuid = '' } = useParams();
  const [params] = useSearchParams();
  const tab: ConnectionTab = params.get('tab') === 'following' ? 'following' : 'followers';
  const profile = useProfile(usernameOrUuid);
  const list = useConnections(usernameOrUuid, tab);
  if (profile.error && isNotFound(profile.error)) return <NotFoundPage />;
  if (!profile.data) return <Spinner className="justify-center py-16" />;
  const base = pathTo('/u/:usernameOrUuid/connections', { usernameOrUuid });
  const users = list.data?.flatMap((p) => p.items) ?? [];
  return (
    <section className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-5">
      <UserChip user={profile.data} size="lg" />
      <h1 className="font-display text-3xl font-semibold tracking-tight">
        {tab === 'followers' ? 'Followers' : 'Following'}
      </h1>
      <TabLinks
        label="Connections"
        value={tab}
        options={[
          { value: 'followers', label: `Followers · ${profile.data.followerCount}`, to: base },
          {
            value: 'following',
            label: `Following · ${profile.data.followingCount}`,
            to: `${base}?tab=following`,
          },
        ]}
      />
      <UserList
        users={users}
        hasMore={Boolean(list.data?.[list.data.length - 1]?.nextCursor)}
        loading={!list.data || (list.isValidating && list.size > (list.data?.length ?? 0))}
        onMore={() => void list.setSize(list.size + 1)}
        empty={
          <EmptyState
            title={tab === 'followers' ? 'No followers yet' : 'Not following anyone yet'}
            actions={
              <Button asChild variant="secondary">
                <Link to="/u">Find people</Link>
              </Button>
            }
          />
        }
      />
    </section>
  );
}
