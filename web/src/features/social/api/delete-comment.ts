import { api } from '@/lib/api-client';

/** Deletes a comment (mine, or any on my post). */
export async function deleteComment(id: string): Promise<void> {
  await api.DELETE('/api/comments/{comment_id}', { params: { path: { comment_id: id } } });
}
