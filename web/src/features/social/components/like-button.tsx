import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { likePost } from '../api/like-post';
import { compactCount } from '../lib/time';
import type { LikeState } from '../types';
import { HeartIcon } from './social-icons';

/**
 * Like / unlike, optimistic: the heart and count change at once and the server's answer settles
 * them; a failure puts them back and says why.
 */
export function LikeButton({ postId, initial }: { postId: string; initial: LikeState }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState(initial);
  const [pending, setPending] = useState(0);
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    if (!user) {
      navigate(loginPath(location.pathname));
      return;
    }
    const before = state;
    const liked = !before.likedByMe;
    setState({ likedByMe: liked, likeCount: Math.max(0, before.likeCount + (liked ? 1 : -1)) });
    setError(null);
    setPending((n) => n + 1);
    try {
      setState(await likePost(postId, liked));
    } catch (e) {
      setState(before);
      setError(errorMessage(e));
    } finally {
      setPending((n) => n - 1);
    }
  }

  return (
    <span className="inline-flex items-center">
      <button
        type="button"
        data-testid="like-button"
        aria-pressed={state.likedByMe}
        aria-label={state.likedByMe ? 'Unlike' : 'Like'}
        aria-busy={pending > 0}
        title={error ?? undefined}
        onClick={() => void toggle()}
        className={cn(
          'inline-flex min-h-10 min-w-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium transition-colors hover:bg-accent',
          state.likedByMe ? 'text-rose-500' : 'text-foreground/80',
        )}
      >
        <HeartIcon width={20} height={20} fill={state.likedByMe ? 'currentColor' : 'none'} />
        <span data-testid="like-count">{compactCount(state.likeCount)}</span>
      </button>
      {error ? (
        <span role="alert" className="text-xs text-destructive">
          {error}
        </span>
      ) : null}
    </span>
  );
}
