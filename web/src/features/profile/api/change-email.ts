import { api, must } from '@/lib/api-client';
import type { Me } from '@/lib/api-types';

export async function changeEmail(email: string, password: string): Promise<Me> {
  return must(await api.PUT('/api/me/email', { body: { email, password } }));
}
