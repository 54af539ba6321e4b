import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { answerFollower, type FollowerAnswer } from '../api/answer-follower';
import type { UserSummary } from '../types';

/** On my own connections page: Approve / Decline a follow request, or Remove a follower. */
export function FollowerActions({
  user,
  mode,
  onDone,
}: {
  user: UserSummary;
  mode: 'request' | 'follower';
  /** Reads the list again (SWR's key filter does not reach an infinite list). */
  onDone(): void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function answer(choice: FollowerAnswer) {
    setBusy(true);
    setError(null);
    try {
      await answerFollower(user.username, choice);
      onDone();
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  }

  return (
    <div className="flex shrink-0 flex-wrap items-center justify-end gap-2">
      {mode === 'request' ? (
        <>
          <Button
            size="sm"
            className="min-h-10"
            disabled={busy}
            onClick={() => void answer('approve')}
            aria-label={`Approve @${user.username}`}
          >
            Approve
          </Button>
          <Button
            size="sm"
            variant="secondary"
            className="min-h-10"
            disabled={busy}
            onClick={() => void answer('decline')}
            aria-label={`Decline @${user.username}`}
          >
            Decline
          </Button>
        </>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          className="min-h-10"
          disabled={busy}
          onClick={() => void answer('remove')}
          aria-label={`Remove @${user.username} from your followers`}
        >
          Remove
        </Button>
      )}
      {error ? (
        <p role="alert" className="w-full text-right text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
