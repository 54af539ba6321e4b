import useSWRInfinite from 'swr/infinite';
import { api, must } from '@/lib/api-client';
import type { CommentPage } from '../types';

export const COMMENTS_KEY = '/api/posts/comments';
type CommentsKey = readonly [typeof COMMENTS_KEY, string, string | null];

export async function getComments(postId: string, cursor: string | null): Promise<CommentPage> {
  return must(
    await api.GET('/api/posts/{post_id}/comments', {
      params: { path: { post_id: postId }, query: { cursor: cursor ?? undefined } },
    }),
  );
}

/** A post's comments, oldest first, a page at a time. */
export function useComments(postId: string) {
  return useSWRInfinite<
    CommentPage,
    unknown,
    (i: number, p: CommentPage | null) => CommentsKey | null
  >(
    (_i, previous) =>
      previous && !previous.nextCursor
        ? null
        : [COMMENTS_KEY, postId, previous?.nextCursor ?? null],
    ([, id, cursor]) => getComments(id, cursor),
  );
}
