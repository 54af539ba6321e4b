import { api, must } from '@/lib/api-client';

/** Ban the author of a flag; an open flag is confirmed with it. Logged in the moderation log. */
export async function banUser(userId: string, reason: string, flagId: string, note: string) {
  return must(
    await api.POST('/api/admin/users/{user_id}/ban', {
      params: { path: { user_id: userId } },
      body: { reason, flagId, note },
    }),
  );
}

/** Lift a ban; the server resets the account's strikes. */
export async function unbanUser(userId: string, note: string) {
  return must(
    await api.POST('/api/admin/users/{user_id}/unban', {
      params: { path: { user_id: userId } },
      body: { note },
    }),
  );
}
