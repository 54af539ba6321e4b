import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { SocialSettings } from '../types';

export const SOCIAL_SETTINGS_KEY = '/api/me/social';

export async function getSocialSettings(): Promise<SocialSettings> {
  return must(await api.GET('/api/me/social'));
}

export function useSocialSettings() {
  return useSWR(SOCIAL_SETTINGS_KEY, getSocialSettings);
}
