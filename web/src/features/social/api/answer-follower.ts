import { mutate } from 'swr';
import { api } from '@/lib/api-client';
import { CONNECTIONS_KEY } from './get-connections';
import { profileKey } from './get-profile';

export type FollowerAnswer = 'approve' | 'decline' | 'remove';

/**
 * Approves or declines a follow request to my private profile, or removes one of my followers;
 * my connections lists and my profile's counts are read again.
 */
export async function answerFollower(user: string, answer: FollowerAnswer): Promise<void> {
  const params = { params: { path: { username_or_id: user } } };
  if (answer === 'approve') await api.PUT('/api/me/social/requests/{username_or_id}', params);
  else if (answer === 'decline')
    await api.DELETE('/api/me/social/requests/{username_or_id}', params);
  else await api.DELETE('/api/me/social/followers/{username_or_id}', params);
  const profiles = profileKey('');
  await mutate(
    (key) =>
      (Array.isArray(key) && key[0] === CONNECTIONS_KEY) ||
      (typeof key === 'string' && key.startsWith(profiles)),
  );
}
