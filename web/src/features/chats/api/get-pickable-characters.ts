import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { CharacterSummary } from '@/lib/api-types';

/** My own characters, for starting a chat. */
export function useMyCharactersForChat() {
  return useSWR('/api/characters?mine&chat', async (): Promise<CharacterSummary[]> => {
    const page = must(
      await api.GET('/api/characters', { params: { query: { mine: true, pageSize: 50 } } }),
    );
    return page.items;
  });
}

/** Public characters matching a search, for starting a chat. */
export function usePublicCharactersForChat(q: string) {
  return useSWR(['/api/directory?chat', q], async (): Promise<CharacterSummary[]> => {
    const page = must(
      await api.GET('/api/directory', {
        params: { query: { q: q || undefined, sort: 'popular', pageSize: 12 } },
      }),
    );
    return page.items;
  });
}
