import { api } from '@/lib/api-client';

/** The server signs out the account's other sessions. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await api.PUT('/api/me/password', { body: { currentPassword, newPassword } });
}
