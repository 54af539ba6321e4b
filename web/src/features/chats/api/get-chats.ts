import useSWRInfinite from 'swr/infinite';
import { api, must } from '@/lib/api-client';
import type { ChatSummary } from '@/lib/api-types';

/** How many chats GET /api/chats answers per page (CHATS_PAGE in server/nocturne/chat/service.py). */
export const CHATS_PAGE_SIZE = 50;

export async function getChats(page = 1): Promise<ChatSummary[]> {
  return must(await api.GET('/api/chats', { params: { query: { page } } }));
}

/** My chats, most recent first, a page at a time: `loadMore` fetches the next page while there is one. */
export function useChatPages() {
  const pages = useSWRInfinite(
    (index) => ['/api/chats', index + 1] as const,
    ([, page]) => getChats(page),
  );
  const last = pages.data?.at(-1);
  return {
    chats: pages.data?.flat(),
    error: pages.error as unknown,
    isLoading: pages.isLoading,
    isLoadingMore: pages.isValidating && pages.data !== undefined && pages.size > pages.data.length,
    hasMore: last !== undefined && last.length === CHATS_PAGE_SIZE,
    loadMore: () => pages.setSize(pages.size + 1),
  };
}
