import { api } from '@/lib/api-client';

export async function logout(): Promise<void> {
  await api.POST('/api/auth/logout');
}
