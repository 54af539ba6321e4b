import useSWR from 'swr';
import { api, must } from '@/lib/api-client';

export async function getUserCharacters(user: string) {
  return must(
    await api.GET('/api/users/{username_or_id}/characters', {
      params: { path: { username_or_id: user } },
    }),
  );
}

/** A user's public characters, in the directory's shape. */
export function useUserCharacters(user: string | null) {
  return useSWR(user ? ['/api/users/characters', user] : null, () => getUserCharacters(user ?? ''));
}
