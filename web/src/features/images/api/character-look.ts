import useSWR, { mutate } from 'swr';
import { api, must } from '@/lib/api-client';
import type { LookOut } from '@/lib/api-types';

const lookKey = (characterId: string) => ['/api/characters/look', characterId] as const;

export async function getLook(characterId: string): Promise<LookOut> {
  return must(
    await api.GET('/api/characters/{character_id}/look', {
      params: { path: { character_id: characterId } },
    }),
  );
}

/** My character's look (its image prompt) and reference portrait; null for a character not mine. */
export function useLook(characterId: string | null) {
  return useSWR(characterId ? lookKey(characterId) : null, ([, id]) => getLook(id));
}

/** Saves the look; an empty one is built again from the character's gender, style and description. */
export async function saveLook(characterId: string, look: string): Promise<LookOut> {
  const saved = must(
    await api.PUT('/api/characters/{character_id}/look', {
      params: { path: { character_id: characterId } },
      body: { look },
    }),
  );
  await mutate(lookKey(characterId), saved, { revalidate: false });
  return saved;
}
