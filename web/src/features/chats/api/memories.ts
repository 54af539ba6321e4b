import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { Memory } from '@/lib/api-types';

export const memoriesKey = (chatId: string) => `/api/chats/${chatId}/memories`;

export async function getMemories(chatId: string): Promise<Memory[]> {
  return must(
    await api.GET('/api/chats/{chat_id}/memories', { params: { path: { chat_id: chatId } } }),
  );
}

export function useMemories(chatId: string, enabled: boolean) {
  return useSWR(enabled ? memoriesKey(chatId) : null, () => getMemories(chatId));
}

export async function editMemory(chatId: string, memoryId: string, content: string) {
  return must(
    await api.PATCH('/api/chats/{chat_id}/memories/{memory_id}', {
      params: { path: { chat_id: chatId, memory_id: memoryId } },
      body: { content },
    }),
  );
}

export async function deleteMemory(chatId: string, memoryId: string): Promise<void> {
  await api.DELETE('/api/chats/{chat_id}/memories/{memory_id}', {
    params: { path: { chat_id: chatId, memory_id: memoryId } },
  });
}
