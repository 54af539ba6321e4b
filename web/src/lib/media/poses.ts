import type { PoseOut } from '@/lib/api-types';

export const RATINGS = ['SFW', 'Suggestive', 'NSFW'] as const;
export type Rating = (typeof RATINGS)[number];
export const COMMUNITY = 'Community';
export type PoseGender = 'Female' | 'Male' | 'Trans';

/** The pose list a character's gender uses (spec 3 Pose preset: Female, Male, Trans). */
export function poseGender(gender: string | null | undefined): PoseGender {
  return gender === 'Male' || gender === 'Trans' ? gender : 'Female';
}

/** The first tag is the rating. */
export function poseRating(pose: PoseOut): string {
  return pose.tags[0] ?? 'SFW';
}

/** The pose's first category tag (after the rating), which groups it. */
export function poseCategory(pose: PoseOut): string {
  return pose.tags.slice(1).find((tag) => tag !== COMMUNITY) ?? 'Other';
}

export function isCommunity(pose: PoseOut): boolean {
  return pose.section === COMMUNITY || pose.tags.includes(COMMUNITY);
}

/** Every category tag in the list, in the order first met, with Community last. */
export function poseTags(poses: readonly PoseOut[]): string[] {
  const seen = new Set<string>();
  for (const pose of poses) if (!isCommunity(pose)) seen.add(poseCategory(pose));
  const tags = [...seen];
  if (poses.some(isCommunity)) tags.push(COMMUNITY);
  return tags;
}

export interface PoseFilter {
  rating?: string | null;
  tag?: string | null;
}

export interface PoseGroup {
  title: string;
  poses: PoseOut[];
}

/**
 * The poses grouped by tag (each under its first category), the 'Community' section last; a rating
 * or tag filter keeps the poses that carry it.
 */
export function groupPoses(poses: readonly PoseOut[], filter: PoseFilter = {}): PoseGroup[] {
  const groups = new Map<string, PoseOut[]>();
  const community: PoseOut[] = [];
  for (const pose of poses) {
    if (filter.rating && poseRating(pose) !== filter.rating) continue;
    if (filter.tag) {
      const matches =
        filter.tag === COMMUNITY ? isCommunity(pose) : pose.tags.slice(1).includes(filter.tag);
      if (!matches) continue;
    }
    if (isCommunity(pose)) {
      community.push(pose);
      continue;
    }
    const title = filter.tag && filter.tag !== COMMUNITY ? filter.tag : poseCategory(pose);
    groups.set(title, [...(groups.get(title) ?? []), pose]);
  }
  const out = [...groups].map(([title, list]) => ({ title, poses: list }));
  if (community.length > 0) out.push({ title: COMMUNITY, poses: community });
  return out;
}
