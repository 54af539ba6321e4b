import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { ChatDetail } from '@/lib/api-types';

export const chatKey = (id: string) => `/api/chats/${id}`;

export async function getChat(id: string): Promise<ChatDetail> {
  return must(await api.GET('/api/chats/{chat_id}', { params: { path: { chat_id: id } } }));
}

/** The chat as the server stores it; a streaming turn must not be overwritten by revalidation. */
export function useChatDetail(id: string) {
  return useSWR(chatKey(id), () => getChat(id), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
}
