import { mutate } from 'swr';
import { api, must } from '@/lib/api-client';
import type { Post } from '../types';
import { FEED_KEY } from './get-feed';
import { USER_POSTS_KEY } from './get-user-posts';

export type PublishInput =
  | { mediaId: string; caption: string }
  | { characterId: string; caption: string };

/** Publishes one of my images or videos (or a public character) with a caption (moderated). */
export async function publishPost(input: PublishInput): Promise<Post> {
  const post = must(await api.POST('/api/posts', { body: input }));
  await mutate((key) => Array.isArray(key) && (key[0] === FEED_KEY || key[0] === USER_POSTS_KEY));
  return post;
}
