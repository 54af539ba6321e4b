import useSWRInfinite from 'swr/infinite';
import { api, must } from '@/lib/api-client';
import type { ChatSummary } from '@/lib/api-types';

/** One page of my chats, most recent first (the server's shared page shape). */
export async function getChatPage(page = 1) {
  return must(await api.GET('/api/chats', { params: { query: { page } } }));
}

export async function getChats(page = 1): Promise<ChatSummary[]> {
  return (await getChatPage(page)).items;
}

/** My chats, most recent first, a page at a time: `loadMore` fetches the next page while there is one. */
export function useChatPages() {
  const pages = useSWRInfinite(
    (index) => ['/api/chats', index + 1] as const,
    ([, page]) => getChatPage(page),
  );
  const last = pages.data?.at(-1);
  return {
    chats: pages.data?.flatMap((page) => page.items),
    error: pages.error as unknown,
    isLoading: pages.isLoading,
    isLoadingMore: pages.isValidating && pages.data !== undefined && pages.size > pages.data.length,
    hasMore: last !== undefined && last.page * last.pageSize < last.total,
    loadMore: () => pages.setSize(pages.size + 1),
  };
}
