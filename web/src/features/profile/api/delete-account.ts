import { api } from '@/lib/api-client';

export async function deleteAccount(password: string): Promise<void> {
  await api.DELETE('/api/me', { body: { password } });
}
