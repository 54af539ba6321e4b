import { mutate } from 'swr';
import { api, must } from '@/lib/api-client';
import type { SocialSettings } from '../types';
import { SOCIAL_SETTINGS_KEY } from './get-social-settings';

/** Makes my profile private (posts for followers only) or public again. */
export async function setProfilePrivate(profilePrivate: boolean): Promise<SocialSettings> {
  const settings = must(await api.PATCH('/api/me/social', { body: { profilePrivate } }));
  await mutate(SOCIAL_SETTINGS_KEY, settings, { revalidate: false });
  return settings;
}
