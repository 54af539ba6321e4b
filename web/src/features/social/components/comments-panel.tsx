import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { loginPath } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { addComment } from '../api/add-comment';
import { useComments } from '../api/get-comments';
import { CommentItem } from './comment-item';

const COMMENT_LIMIT = 1000;

/** A post's comments (oldest first) and the box to add one; the count goes up and down with them. */
export function CommentsPanel({
  postId,
  onCountChange,
}: {
  postId: string;
  onCountChange(delta: number): void;
}) {
  const { user } = useAuth();
  const location = useLocation();
  const { data, error, size, setSize, mutate, isValidating } = useComments(postId);
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const comments = data?.flatMap((page) => page.items) ?? [];
  const more = Boolean(data?.[data.length - 1]?.nextCursor);

  async function send() {
    const text = body.trim();
    if (!text) return;
    setBusy(true);
    setSendError(null);
    try {
      await addComment(postId, text);
      setBody('');
      onCountChange(1);
      await mutate();
    } catch (e) {
      // A moderation refusal says what was wrong: the text stays for the writer to change.
      setSendError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      data-testid="comments"
      aria-label="Comments"
      className="grid gap-3 border-t border-border px-4 py-3"
    >
      {error && !data ? <Alert variant="destructive">{errorMessage(error)}</Alert> : null}
      {!data && !error ? <Spinner /> : null}
      {data && comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">No comments yet. Say something nice.</p>
      ) : null}
      <ul className="grid gap-3">
        {comments.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            onDeleted={() => {
              onCountChange(-1);
              void mutate();
            }}
          />
        ))}
      </ul>
      {more ? (
        <Button
          variant="ghost"
          size="sm"
          disabled={isValidating}
          onClick={() => void setSize(size + 1)}
        >
          More comments
        </Button>
      ) : null}
      {user ? (
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <label className="sr-only" htmlFor={`comment-${postId}`}>
            Add a comment
          </label>
          <textarea
            id={`comment-${postId}`}
            rows={1}
            maxLength={COMMENT_LIMIT}
            value={body}
            placeholder="Add a comment…"
            onChange={(event) => setBody(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                void send();
              }
            }}
            className="min-h-10 flex-1 resize-none rounded-2xl border border-input bg-background/60 px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
          <Button type="submit" disabled={busy || !body.trim()}>
            Post
          </Button>
        </form>
      ) : (
        <p className="text-sm text-muted-foreground">
          <Link
            className="font-medium text-primary hover:underline"
            to={loginPath(location.pathname)}
          >
            Log in
          </Link>{' '}
          to comment.
        </p>
      )}
      {sendError ? <Alert variant="destructive">{sendError}</Alert> : null}
    </section>
  );
}
