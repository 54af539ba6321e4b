import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { Character } from '@/lib/api-types';

export async function getVideoCharacter(id: string): Promise<Character> {
  return must(
    await api.GET('/api/characters/{character_id}', { params: { path: { character_id: id } } }),
  );
}

/** A video's character (its gender picks the action list an extension keeps its preset from). Same
 * key as the character pages', so a character read there is not read again. */
export function useVideoCharacter(id: string | null | undefined) {
  return useSWR(id ? `/api/characters/${id}` : null, () => getVideoCharacter(id ?? ''), {
    revalidateOnFocus: false,
  });
}
