import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { loginPath } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { blockUser } from '../api/block-user';
import { followUser } from '../api/follow-user';
import type { Profile } from '../types';
import { ActionMenu } from './action-menu';

/** The follow button's text: a private profile's follow is a request (Requested) until its owner
 * approves it. */
export function followLabel(profile: Profile): string {
  if (profile.isFollowing) return 'Following';
  if (profile.followRequested) return 'Requested';
  return profile.followsYou ? 'Follow back' : 'Follow';
}

/** Follow / Requested (tap to cancel) / Following (tap to unfollow), and Block / Unblock in a menu
 * (with a confirm); Edit profile on my own. */
export function ProfileActions({ profile }: { profile: Profile }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (profile.isSelf) {
    return (
      <Button asChild variant="secondary">
        <Link to="/profile">Edit profile</Link>
      </Button>
    );
  }

  async function run(action: () => Promise<unknown>) {
    if (!user) {
      navigate(loginPath(location.pathname));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  const key = profile.username;
  const following = profile.isFollowing || profile.followRequested;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {profile.isBlocked ? (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void run(() => blockUser(key, false))}
        >
          Unblock
        </Button>
      ) : (
        <Button
          variant={following ? 'secondary' : 'default'}
          disabled={busy}
          data-testid="follow-button"
          aria-label={
            profile.isFollowing
              ? `Following @${profile.username}: unfollow`
              : profile.followRequested
                ? 'Requested: cancel the request'
                : undefined
          }
          onClick={() => void run(() => followUser(key, !following))}
        >
          {followLabel(profile)}
        </Button>
      )}
      {user && !profile.isBlocked ? (
        <ActionMenu
          label="More actions"
          actions={[
            {
              label: `Block @${profile.username}`,
              destructive: true,
              onSelect: () => setConfirming(true),
            },
          ]}
        />
      ) : null}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Block @${profile.username}?`}
        description="You will not see each other's profiles, posts or comments, and any follows between you end. They are not told."
      >
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={busy}
            onClick={() => {
              setConfirming(false);
              void run(() => blockUser(key, true));
            }}
          >
            Block
          </Button>
        </div>
      </Dialog>
      {error ? (
        <Alert variant="destructive" className="w-full">
          {error}
        </Alert>
      ) : null}
    </div>
  );
}
