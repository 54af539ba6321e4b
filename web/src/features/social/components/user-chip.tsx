import { Link } from 'react-router';
import { CharacterAvatar } from '@/components/character-avatar';
import { pathTo } from '@/config/paths';
import { cn } from '@/lib/utils';
import type { UserSummary } from '../types';

export function displayName(user: Pick<UserSummary, 'displayName' | 'username'>): string {
  return user.displayName?.trim() || user.username;
}

export function profilePath(user: Pick<UserSummary, 'username'>): string {
  return pathTo('/u/:usernameOrUuid', { usernameOrUuid: user.username });
}

/** A user's avatar and name, linking to their profile. */
export function UserChip({
  user,
  detail,
  className,
  size = 'md',
}: {
  user: UserSummary;
  /** A second line (when the post was made). */
  detail?: string | undefined;
  className?: string;
  size?: 'md' | 'lg';
}) {
  return (
    <Link
      to={profilePath(user)}
      data-testid="user-chip"
      className={cn(
        'flex min-h-10 min-w-0 items-center gap-3 rounded-full hover:opacity-90',
        className,
      )}
    >
      <CharacterAvatar
        name={displayName(user)}
        url={user.avatarUrl}
        seed={user.id}
        className={size === 'lg' ? 'h-12 w-12' : 'h-10 w-10'}
      />
      <span className="grid min-w-0 leading-tight">
        <span className="truncate text-sm font-semibold">{displayName(user)}</span>
        <span className="truncate text-xs text-muted-foreground">
          @{user.username}
          {detail ? ` · ${detail}` : ''}
        </span>
      </span>
    </Link>
  );
}
