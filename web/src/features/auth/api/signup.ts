import { track } from '@/lib/analytics/client';
import { api, must } from '@/lib/api-client';
import type { BodyOf, SessionInfo } from '@/lib/api-types';

export type SignupBody = BodyOf<'/api/auth/signup', 'post'>;

export async function signup(body: SignupBody): Promise<SessionInfo> {
  const session = must(await api.POST('/api/auth/signup', { body }));
  track('signup');
  return session;
}
