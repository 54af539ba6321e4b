import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { Post } from '../types';
import { USER_POSTS_KEY } from './get-user-posts';

/** My post of one of my images or videos, or null when it is not published. */
export async function getMediaPost(mediaId: string): Promise<Post | null> {
  const { data } = await api.GET('/api/posts/by-media/{media_id}', {
    params: { path: { media_id: mediaId } },
  });
  return data?.post ?? null;
}

/** Whether (and as which post) one of my media is published; publishing revalidates it. */
export function useMediaPost(username: string | null | undefined, mediaId: string) {
  return useSWR(username ? [USER_POSTS_KEY, 'media', username, mediaId] : null, () =>
    getMediaPost(mediaId),
  );
}
