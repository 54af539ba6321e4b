import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { CharacterPage } from '@/lib/api-types';

export async function getMyCharacters(page = 1): Promise<CharacterPage> {
  return must(
    await api.GET('/api/characters', { params: { query: { mine: true, page, pageSize: 50 } } }),
  );
}

export function useMyCharacters(page = 1) {
  return useSWR(['/api/characters?mine', page], () => getMyCharacters(page));
}
