import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { ChatSummary } from '@/lib/api-types';

export async function getChats(page = 1): Promise<ChatSummary[]> {
  return must(await api.GET('/api/chats', { params: { query: { page } } }));
}

export function useChats(page = 1) {
  return useSWR(['/api/chats', page], () => getChats(page));
}
