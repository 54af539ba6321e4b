import { api } from '@/lib/api-client';

/** Always answers 202, so it does not reveal whether the account exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.POST('/api/auth/password-reset', { body: { email } });
}

export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  await api.POST('/api/auth/password-reset/confirm', { body: { token, password } });
}
