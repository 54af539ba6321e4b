import type { Me } from '@/lib/api-types';
import { useAuth } from '@/lib/auth';

/** Safety policy: NSFW media shows unblurred only to an age-verified adult who opted in. */
export function showsNsfw(user: Pick<Me, 'ageVerified' | 'showNsfwMedia'> | null): boolean {
  return Boolean(user?.ageVerified && user.showNsfwMedia);
}

export function mustBlur(
  shouldBlur: boolean | null | undefined,
  user: Pick<Me, 'ageVerified' | 'showNsfwMedia'> | null,
): boolean {
  return Boolean(shouldBlur) && !showsNsfw(user);
}

/** Whether media with this flag is blurred for the signed-in viewer. */
export function useMustBlur(shouldBlur: boolean | null | undefined): boolean {
  return mustBlur(shouldBlur, useAuth().user);
}
