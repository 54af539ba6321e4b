import { api } from '@/lib/api-client';

export async function deleteCharacter(id: string): Promise<void> {
  await api.DELETE('/api/characters/{character_id}', { params: { path: { character_id: id } } });
}
