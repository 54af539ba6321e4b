import { Link, useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '@/app/not-found-page';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { pathTo } from '@/config/paths';
import { type ConnectionTab, useConnections } from '@/features/social/api/get-connections';
import { useProfile } from '@/features/social/api/get-profile';
import { FollowerActions } from '@/features/social/components/follower-actions';
import { TabLinks } from '@/features/social/components/tab-links';
import { UserChip } from '@/features/social/components/user-chip';
import { UserList } from '@/features/social/components/user-list';
import { isNotFound } from '@/lib/api-error';

const TITLES: Record<ConnectionTab, string> = {
  followers: 'Followers',
  following: 'Following',
  requests: 'Follow requests',
};

/** /u/{…}/connections: who follows this person, and whom they follow; on my own page also who asks
 * to follow me (Approve / Decline) and Remove on each follower. */
export function ConnectionsPage() {
  const { usernameOrUuid = '' } = useParams();
  const [params] = useSearchParams();
  const profile = useProfile(usernameOrUuid);
  const isSelf = profile.data?.isSelf ?? false;
  const asked = params.get('tab');
  // Requests are mine alone: another person's page has no such tab.
  const tab: ConnectionTab =
    asked === 'following' ? 'following' : asked === 'requests' && isSelf ? 'requests' : 'followers';
  const list = useConnections(usernameOrUuid, tab);
  if (profile.error && isNotFound(profile.error)) return <NotFoundPage />;
  if (!profile.data) return <Spinner className="justify-center py-16" />;
  const base = pathTo('/u/:usernameOrUuid/connections', { usernameOrUuid });
  const users = list.data?.flatMap((p) => p.items) ?? [];
  const options = [
    { value: 'followers' as const, label: `Followers · ${profile.data.followerCount}`, to: base },
    {
      value: 'following' as const,
      label: `Following · ${profile.data.followingCount}`,
      to: `${base}?tab=following`,
    },
    ...(isSelf && (profile.data.isPrivate || profile.data.pendingRequestCount > 0)
      ? [
          {
            value: 'requests' as const,
            label: `Requests · ${profile.data.pendingRequestCount}`,
            to: `${base}?tab=requests`,
          },
        ]
      : []),
  ];
  return (
    <section className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-5">
      <UserChip user={profile.data} size="lg" />
      <h1 className="font-display text-3xl font-semibold tracking-tight">{TITLES[tab]}</h1>
      <TabLinks label="Connections" value={tab} options={options} />
      <UserList
        users={users}
        hasMore={Boolean(list.data?.[list.data.length - 1]?.nextCursor)}
        loading={!list.data || (list.isValidating && list.size > (list.data?.length ?? 0))}
        onMore={() => void list.setSize(list.size + 1)}
        actions={
          isSelf && tab !== 'following'
            ? (user) => (
                <FollowerActions
                  user={user}
                  mode={tab === 'requests' ? 'request' : 'follower'}
                  onDone={() => void list.mutate()}
                />
              )
            : undefined
        }
        empty={
          tab === 'requests' ? (
            <EmptyState
              title="No follow requests"
              actions={
                <Button asChild variant="secondary">
                  <Link to={base}>See your followers</Link>
                </Button>
              }
            >
              Your profile is private: when someone asks to follow you, approve or decline them
              here.
            </EmptyState>
          ) : (
            <EmptyState
              title={tab === 'followers' ? 'No followers yet' : 'Not following anyone yet'}
              actions={
                <Button asChild variant="secondary">
                  <Link to="/u">Find people</Link>
                </Button>
              }
            />
          )
        }
      />
    </section>
  );
}
