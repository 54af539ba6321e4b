import { api, must } from '@/lib/api-client';
import type { LikeState } from '../types';

/** Likes (or un-likes) a post; the answer is the post's count after the change. */
export async function likePost(id: string, liked: boolean): Promise<LikeState> {
  const params = { params: { path: { post_id: id } } };
  return must(
    liked
      ? await api.PUT('/api/posts/{post_id}/like', params)
      : await api.DELETE('/api/posts/{post_id}/like', params),
  );
}
