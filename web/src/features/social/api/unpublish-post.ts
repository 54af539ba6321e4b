import { mutate } from 'swr';
import { api } from '@/lib/api-client';
import { FEED_KEY } from './get-feed';
import { postKey } from './get-post';
import { USER_POSTS_KEY } from './get-user-posts';

/** Takes a post off the feed (its media stays in the gallery, private again). */
export async function unpublishPost(id: string): Promise<void> {
  await api.DELETE('/api/posts/{post_id}', { params: { path: { post_id: id } } });
  await mutate(postKey(id), undefined, { revalidate: false });
  await mutate((key) => Array.isArray(key) && (key[0] === FEED_KEY || key[0] === USER_POSTS_KEY));
}
