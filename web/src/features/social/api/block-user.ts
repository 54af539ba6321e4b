import { mutate } from 'swr';
import { api, must } from '@/lib/api-client';
import type { Profile } from '../types';
import { FEED_KEY } from './get-feed';
import { profileKey } from './get-profile';

/** Blocks (or unblocks) a user: each disappears from the other's feed, and follows end. */
export async function blockUser(user: string, block: boolean): Promise<Profile> {
  const params = { params: { path: { username_or_id: user } } };
  const profile = must(
    block
      ? await api.PUT('/api/users/{username_or_id}/block', params)
      : await api.DELETE('/api/users/{username_or_id}/block', params),
  );
  // The page may be open by username or by id: both keys get the answer.
  for (const key of new Set([user, profile.username, profile.id])) {
    await mutate(profileKey(key), profile, { revalidate: false });
  }
  await mutate((key) => Array.isArray(key) && key[0] === FEED_KEY);
  return profile;
}
