import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { FeedTab } from '../types';

/** How often the feed asks whether newer posts exist (only while the page is visible). */
export const NEW_POSTS_POLL_MS = 15_000;

export async function getNewPostCount(tab: FeedTab, after: string): Promise<number> {
  return must(await api.GET('/api/feed/new', { params: { query: { tab, after } } })).count;
}

/** The number of posts newer than `after` (the newest one on screen), polled while visible. */
export function useNewPostCount(tab: FeedTab, after: string | null | undefined) {
  return useSWR(
    after ? ['/api/feed/new', tab, after] : null,
    () => getNewPostCount(tab, after ?? ''),
    { refreshInterval: NEW_POSTS_POLL_MS, refreshWhenHidden: false, revalidateOnFocus: true },
  );
}
