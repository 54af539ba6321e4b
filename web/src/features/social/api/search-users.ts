import useSWRInfinite from 'swr/infinite';
import { api, must } from '@/lib/api-client';
import type { UserSummaryPage } from '../types';

type UsersKey = readonly ['/api/users', string, string | null];

export async function searchUsers(q: string, cursor: string | null): Promise<UserSummaryPage> {
  return must(
    await api.GET('/api/users', {
      params: { query: { q: q || undefined, cursor: cursor ?? undefined } },
    }),
  );
}

/** Profiles whose username or display name matches (all public profiles without a query). */
export function useUserSearch(q: string) {
  return useSWRInfinite<
    UserSummaryPage,
    unknown,
    (i: number, p: UserSummaryPage | null) => UsersKey | null
  >(
    (_i, previous) =>
      previous && !previous.nextCursor ? null : ['/api/users', q, previous?.nextCursor ?? null],
    ([, query, cursor]) => searchUsers(query, cursor),
    { keepPreviousData: true },
  );
}
