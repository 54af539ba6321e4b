import { api, must } from '@/lib/api-client';
import type { Character, CharacterChanges, CharacterInput } from '@/lib/api-types';

export async function createCharacter(body: CharacterInput): Promise<Character> {
  return must(await api.POST('/api/characters', { body }));
}

export async function updateCharacter(id: string, body: CharacterChanges): Promise<Character> {
  return must(
    await api.PATCH('/api/characters/{character_id}', {
      params: { path: { character_id: id } },
      body,
    }),
  );
}
