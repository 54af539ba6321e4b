import useSWRInfinite from 'swr/infinite';
import { api, must } from '@/lib/api-client';
import type { FeedTab, PostPage } from '../types';

export const FEED_KEY = '/api/feed';
type FeedKey = readonly [typeof FEED_KEY, FeedTab, string | null];

export async function getFeed(tab: FeedTab, cursor: string | null): Promise<PostPage> {
  return must(
    await api.GET('/api/feed', {
      params: { query: { tab, cursor: cursor ?? undefined, limit: 20 } },
    }),
  );
}

/** The feed's pages, newest first; each next page starts at the previous page's cursor. */
export function useFeed(tab: FeedTab) {
  return useSWRInfinite<
    PostPage,
    unknown,
    (index: number, previous: PostPage | null) => FeedKey | null
  >(
    (_index, previous) =>
      previous && !previous.nextCursor ? null : [FEED_KEY, tab, previous?.nextCursor ?? null],
    ([, t, cursor]) => getFeed(t, cursor),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
}
