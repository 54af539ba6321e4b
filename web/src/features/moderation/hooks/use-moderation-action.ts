import { useState } from 'react';
import { mutate } from 'swr';
import { errorMessage } from '@/lib/api-error';
import { banUser, unbanUser } from '../api/ban-user';
import { reviewFlag } from '../api/review-flag';
import type { Flag, FlagAction } from '../types';

export interface ActionInput {
  note: string;
  /** Ban only: shown to the banned user. */
  reason?: string;
}

/** Runs one moderator action on a flag, then refreshes every moderation list and the log. */
export function useModerationAction(flag: Flag) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: FlagAction, input: ActionInput): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      if (action === 'dismiss' || action === 'confirm') {
        await reviewFlag(flag.id, action, input.note);
      } else if (!flag.user) {
        throw new Error('This flag has no account to act on.');
      } else if (action === 'ban') {
        await banUser(flag.user.id, input.reason ?? '', flag.id, input.note);
      } else {
        await unbanUser(flag.user.id, input.note);
      }
      await mutate((key) => typeof key === 'string' && key.startsWith('/api/moderators/'));
      return true;
    } catch (e) {
      setError(errorMessage(e));
      // Someone else may have acted first: show the current state behind the message.
      await mutate((key) => typeof key === 'string' && key.startsWith('/api/moderators/'));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { run, busy, error, clearError: () => setError(null) };
}
