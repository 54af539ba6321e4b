import { useState } from 'react';
import { Link } from 'react-router';
import { CharacterAvatar } from '@/components/character-avatar';
import { errorMessage } from '@/lib/api-error';
import { deleteComment } from '../api/delete-comment';
import { timeAgo } from '../lib/time';
import type { Comment } from '../types';
import { displayName, profilePath } from './user-chip';

/** One comment: who, when, what; Delete for its author and the post's author. */
export function CommentItem({ comment, onDeleted }: { comment: Comment; onDeleted(): void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await deleteComment(comment.id);
      onDeleted();
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  }
  return (
    <li data-testid="comment" className="flex gap-3">
      <Link to={profilePath(comment.author)} className="shrink-0">
        <CharacterAvatar
          name={displayName(comment.author)}
          url={comment.author.avatarUrl}
          seed={comment.author.id}
          className="h-8 w-8 text-xs"
        />
      </Link>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="text-sm">
          <Link to={profilePath(comment.author)} className="mr-2 font-semibold hover:underline">
            {displayName(comment.author)}
          </Link>
          <span className="whitespace-pre-wrap break-words">{comment.body}</span>
        </p>
        <div className="flex items-center gap-3 text-xs text-muted-foreground">
          <time dateTime={comment.createdAt}>{timeAgo(comment.createdAt)}</time>
          {comment.canDelete ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => void remove()}
              className="inline-flex min-h-10 items-center px-1 font-medium hover:text-destructive"
            >
              Delete
            </button>
          ) : null}
          {error ? <span className="text-destructive">{error}</span> : null}
        </div>
      </div>
    </li>
  );
}
