import useSWRInfinite from 'swr/infinite';
import { api, must } from '@/lib/api-client';
import type { UserSummaryPage } from '../types';

/** 'requests' (my pending follow requests) exists only on my own connections page. */
export type ConnectionTab = 'followers' | 'following' | 'requests';
export const CONNECTIONS_KEY = '/api/users/connections';
type ConnectionsKey = readonly [typeof CONNECTIONS_KEY, string, ConnectionTab, string | null];

export async function getConnections(
  user: string,
  tab: ConnectionTab,
  cursor: string | null,
): Promise<UserSummaryPage> {
  const options = {
    params: { path: { username_or_id: user }, query: { cursor: cursor ?? undefined } },
  };
  if (tab === 'requests') {
    return must(
      await api.GET('/api/me/social/requests', {
        params: { query: { cursor: cursor ?? undefined } },
      }),
    );
  }
  return must(
    tab === 'followers'
      ? await api.GET('/api/users/{username_or_id}/followers', options)
      : await api.GET('/api/users/{username_or_id}/following', options),
  );
}

/** Who follows a user, whom they follow, or (on my own page) who asks to follow me. */
export function useConnections(user: string, tab: ConnectionTab) {
  return useSWRInfinite<
    UserSummaryPage,
    unknown,
    (i: number, p: UserSummaryPage | null) => ConnectionsKey | null
  >(
    (_i, previous) =>
      previous && !previous.nextCursor
        ? null
        : [CONNECTIONS_KEY, user, tab, previous?.nextCursor ?? null],
    ([, u, t, cursor]) => getConnections(u, t, cursor),
  );
}
