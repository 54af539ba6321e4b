import { mutate } from 'swr';
import { api, must } from '@/lib/api-client';
import type { Profile } from '../types';
import { FEED_KEY } from './get-feed';
import { profileKey } from './get-profile';

/** Follows or unfollows a user; the profile (counts, button) shows the answer. */
export async function followUser(user: string, follow: boolean): Promise<Profile> {
  const params = { params: { path: { username_or_id: user } } };
  const profile = must(
    follow
      ? await api.PUT('/api/users/{username_or_id}/follow', params)
      : await api.DELETE('/api/users/{username_or_id}/follow', params),
  );
  // The page may be open by username or by id: both keys get the answer.
  for (const key of new Set([user, profile.username, profile.id])) {
    await mutate(profileKey(key), profile, { revalidate: false });
  }
  await mutate((key) => Array.isArray(key) && key[0] === FEED_KEY && key[1] === 'following');
  return profile;
}
