import useSWRInfinite from 'swr/infinite';
import { api, must } from '@/lib/api-client';
import type { UserSummaryPage } from '../types';

export type ConnectionTab = 'followers' | 'following';
type ConnectionsKey = readonly ['/api/users/connections', string, ConnectionTab, string | null];

export async function getConnections(
  user: string,
  tab: ConnectionTab,
  cursor: string | null,
): Promise<UserSummaryPage> {
  const options = {
    params: { path: { username_or_id: user }, query: { cursor: cursor ?? undefined } },
  };
  return must(
    tab === 'followers'
      ? await api.GET('/api/users/{username_or_id}/followers', options)
      : await api.GET('/api/users/{username_or_id}/following', options),
  );
}

/** Who follows a user, or whom they follow. */
export function useConnections(user: string, tab: ConnectionTab) {
  return useSWRInfinite<
    UserSummaryPage,
    unknown,
    (i: number, p: UserSummaryPage | null) => ConnectionsKey | null
  >(
    (_i, previous) =>
      previous && !previous.nextCursor
        ? null
        : ['/api/users/connections', user, tab, previous?.nextCursor ?? null],
    ([, u, t, cursor]) => getConnections(u, t, cursor),
  );
}
