import { api, must } from '@/lib/api-client';
import type { Me, Role } from '@/lib/api-types';

function target(id: string) {
  return { path: { user_id: id } };
}

export async function banUser(id: string, reason: string): Promise<Me> {
  return must(
    await api.POST('/api/admin/users/{user_id}/ban', {
      params: target(id),
      body: { reason, note: '' },
    }),
  );
}

export async function unbanUser(id: string): Promise<Me> {
  return must(await api.POST('/api/admin/users/{user_id}/unban', { params: target(id) }));
}

export async function changeRole(id: string, role: Role): Promise<Me> {
  return must(
    await api.PUT('/api/admin/users/{user_id}/role', { params: target(id), body: { role } }),
  );
}
