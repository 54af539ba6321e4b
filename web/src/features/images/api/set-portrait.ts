import { mutate } from 'swr';
import { api, must } from '@/lib/api-client';
import type { LookOut } from '@/lib/api-types';

/** Makes one of my images of a character its portrait (its avatar and identity reference). */
export async function setPortrait(characterId: string, mediaId: string): Promise<LookOut> {
  const look = must(
    await api.PUT('/api/characters/{character_id}/portrait', {
      params: { path: { character_id: characterId } },
      body: { mediaId },
    }),
  );
  // The character's picture changed wherever it is listed.
  await mutate(
    (key) =>
      (typeof key === 'string' && key.startsWith('/api/characters')) ||
      (Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/api/characters')),
  );
  return look;
}
