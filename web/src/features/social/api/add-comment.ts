import { api, must } from '@/lib/api-client';
import type { Comment } from '../types';

/** Comments on a post (moderated: a refusal throws with the server's message). */
export async function addComment(postId: string, body: string): Promise<Comment> {
  return must(
    await api.POST('/api/posts/{post_id}/comments', {
      params: { path: { post_id: postId } },
      body: { body },
    }),
  );
}
