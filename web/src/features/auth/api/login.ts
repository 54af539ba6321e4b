import { api, must } from '@/lib/api-client';
import type { BodyOf, SessionInfo } from '@/lib/api-types';

export type LoginBody = BodyOf<'/api/auth/login', 'post'>;

export async function login(body: LoginBody): Promise<SessionInfo> {
  return must(await api.POST('/api/auth/login', { body }));
}
