import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { Character } from '@/lib/api-types';

export const characterKey = (id: string) => `/api/characters/${id}`;

export async function getCharacter(id: string): Promise<Character> {
  return must(
    await api.GET('/api/characters/{character_id}', { params: { path: { character_id: id } } }),
  );
}

export function useCharacter(id: string | null | undefined) {
  return useSWR(id ? characterKey(id) : null, () => getCharacter(id ?? ''));
}
