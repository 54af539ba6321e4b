import { api, must } from '@/lib/api-client';
import type { BodyOf, Me } from '@/lib/api-types';

export type MeUpdate = BodyOf<'/api/me', 'patch'>;

export async function updateMe(body: MeUpdate): Promise<Me> {
  return must(await api.PATCH('/api/me', { body }));
}
