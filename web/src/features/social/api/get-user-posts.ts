import useSWRInfinite from 'swr/infinite';
import { api, must } from '@/lib/api-client';
import type { PostPage } from '../types';

export const USER_POSTS_KEY = '/api/users/posts';
type UserPostsKey = readonly [typeof USER_POSTS_KEY, string, string | null];

export async function getUserPosts(
  user: string,
  cursor: string | null,
  limit?: number,
): Promise<PostPage> {
  return must(
    await api.GET('/api/users/{username_or_id}/posts', {
      params: { path: { username_or_id: user }, query: { cursor: cursor ?? undefined, limit } },
    }),
  );
}

/** A user's public posts, newest first (empty when their profile is private to this viewer). */
export function useUserPosts(user: string | null) {
  return useSWRInfinite<PostPage, unknown, (i: number, p: PostPage | null) => UserPostsKey | null>(
    (_i, previous) =>
      !user || (previous && !previous.nextCursor)
        ? null
        : [USER_POSTS_KEY, user, previous?.nextCursor ?? null],
    ([, u, cursor]) => getUserPosts(u, cursor),
  );
}
