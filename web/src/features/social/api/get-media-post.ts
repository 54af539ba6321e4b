import useSWR from 'swr';
import type { Post } from '../types';
import { getUserPosts, USER_POSTS_KEY } from './get-user-posts';

/** How many pages of my posts are searched for a media's post (50 a page). */
const MAX_PAGES = 10;

/**
 * My post of one image or video, or null when it is not published. The contract has no lookup by
 * media, so this reads my own posts (newest first) until it finds it.
 */
export async function findMediaPost(username: string, mediaId: string): Promise<Post | null> {
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { items, nextCursor } = await getUserPosts(username, cursor, 50);
    const found = items.find((post) => post.media?.id === mediaId);
    if (found) return found;
    if (!nextCursor) return null;
    cursor = nextCursor;
  }
  return null;
}

/** Whether (and as which post) one of my media is published; publishing revalidates it. */
export function useMediaPost(username: string | null | undefined, mediaId: string) {
  return useSWR(username ? [USER_POSTS_KEY, 'media', username, mediaId] : null, () =>
    findMediaPost(username ?? '', mediaId),
  );
}
