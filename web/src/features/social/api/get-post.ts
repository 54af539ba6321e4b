import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { Post } from '../types';

export const postKey = (id: string) => `/api/posts/${id}`;

export async function getPost(id: string): Promise<Post> {
  return must(await api.GET('/api/posts/{post_id}', { params: { path: { post_id: id } } }));
}

/** One published post, as this viewer may see it (404 when they may not). */
export function usePost(id: string | null | undefined) {
  return useSWR(id ? postKey(id) : null, () => getPost(id ?? ''));
}
