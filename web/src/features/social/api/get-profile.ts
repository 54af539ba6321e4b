import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { Profile } from '../types';

export const profileKey = (user: string) => `/api/users/${user}`;

export async function getProfile(user: string): Promise<Profile> {
  return must(
    await api.GET('/api/users/{username_or_id}', { params: { path: { username_or_id: user } } }),
  );
}

/** A profile by username or id (404 when it does not exist or blocked me). */
export function useProfile(user: string | null | undefined) {
  return useSWR(user ? profileKey(user) : null, () => getProfile(user ?? ''));
}
