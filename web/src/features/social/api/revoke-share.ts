import { mutate } from 'swr';
import { api } from '@/lib/api-client';
import { isSharesKey } from './get-shares';

/** Revokes a share link: from now on it answers 404 to everyone. */
export async function revokeShare(id: string): Promise<void> {
  await api.DELETE('/api/shares/{share_id}', { params: { path: { share_id: id } } });
  await mutate(isSharesKey);
}
