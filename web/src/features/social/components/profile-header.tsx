import { Link } from 'react-router';
import { CharacterAvatar } from '@/components/character-avatar';
import { pathTo } from '@/config/paths';
import { compactCount } from '../lib/time';
import type { Profile } from '../types';
import { ProfileActions } from './profile-actions';
import { LockIcon } from './social-icons';
import { displayName } from './user-chip';

/** The top of a profile: avatar, name, bio, counts and the follow / block actions. */
export function ProfileHeader({ profile }: { profile: Profile }) {
  const connections = pathTo('/u/:usernameOrUuid/connections', {
    usernameOrUuid: profile.username,
  });
  const name = displayName(profile);
  return (
    <header
      className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-8"
      data-testid="profile-header"
    >
      <CharacterAvatar
        name={name}
        url={profile.avatarUrl}
        seed={profile.id}
        className="h-24 w-24 text-3xl sm:h-36 sm:w-36 sm:text-5xl"
      />
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <div className="min-w-0">
            <h1 className="flex items-center gap-2 font-display text-3xl font-semibold tracking-tight">
              <span className="truncate">{name}</span>
              {profile.isPrivate ? (
                <LockIcon width={18} height={18} aria-label="Private profile" role="img" />
              ) : null}
            </h1>
            <p className="text-sm text-muted-foreground">
              @{profile.username}
              {profile.followsYou ? (
                <span className="ml-2 rounded-full bg-secondary px-2 py-0.5 text-xs">
                  Follows you
                </span>
              ) : null}
            </p>
          </div>
          <ProfileActions profile={profile} />
        </div>
        <dl className="flex gap-6 text-sm">
          <div>
            <dt className="sr-only">Posts</dt>
            <dd>
              <strong className="font-semibold">{compactCount(profile.postCount)}</strong>{' '}
              <span className="text-muted-foreground">posts</span>
            </dd>
          </div>
          <div>
            <dt className="sr-only">Followers</dt>
            <dd>
              <Link to={connections} className="hover:underline" data-testid="follower-count">
                <strong className="font-semibold">{compactCount(profile.followerCount)}</strong>{' '}
                <span className="text-muted-foreground">followers</span>
              </Link>
            </dd>
          </div>
          <div>
            <dt className="sr-only">Following</dt>
            <dd>
              <Link to={`${connections}?tab=following`} className="hover:underline">
                <strong className="font-semibold">{compactCount(profile.followingCount)}</strong>{' '}
                <span className="text-muted-foreground">following</span>
              </Link>
            </dd>
          </div>
        </dl>
        {profile.isSelf && profile.pendingRequestCount > 0 ? (
          <Link
            to={`${connections}?tab=requests`}
            className="inline-flex min-h-10 w-fit items-center rounded-full bg-primary/15 px-4 text-sm font-medium text-primary hover:bg-primary/25"
            data-testid="follow-requests-link"
          >
            {profile.pendingRequestCount === 1
              ? '1 follow request'
              : `${compactCount(profile.pendingRequestCount)} follow requests`}
          </Link>
        ) : null}
        {profile.bio ? (
          <p className="max-w-prose whitespace-pre-wrap text-sm">{profile.bio}</p>
        ) : null}
      </div>
    </header>
  );
}
