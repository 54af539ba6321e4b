import { describe, expect, it } from 'vitest';
import type { PoseOut } from '@/lib/api-types';
import { groupPoses, poseGender, poseTags } from './poses';

function pose(id: string, tags: string[], section: 'Community' | null = null): PoseOut {
  return { id, label: id, tags, section, imageUrl: `/r/${id}`, animeImageUrl: `/a/${id}` };
}

const POSES = [
  pose('portrait', ['SFW', 'Solo']),
  pose('lingerie', ['Suggestive', 'Underwear', 'Solo']),
  pose('nude-bed', ['NSFW', 'Solo']),
  pose('oral', ['NSFW', 'Oral']),
  pose('picnic', ['SFW', 'Solo', 'Community'], 'Community'),
];

describe('pose picker grouping (spec 3 Pose preset)', () => {
  it('groups by the first category tag, with the Community section last', () => {
    const groups = groupPoses(POSES);
    expect(groups.map((g) => g.title)).toEqual(['Solo', 'Underwear', 'Oral', 'Community']);
    expect(groups[0]?.poses.map((p) => p.id)).toEqual(['portrait', 'nude-bed']);
    expect(groups.at(-1)?.poses.map((p) => p.id)).toEqual(['picnic']);
    expect(poseTags(POSES)).toEqual(['Solo', 'Underwear', 'Oral', 'Community']);
  });

  it('filters by rating (the first tag) and by any tag', () => {
    expect(groupPoses(POSES, { rating: 'NSFW' }).flatMap((g) => g.poses.map((p) => p.id))).toEqual([
      'nude-bed',
      'oral',
    ]);
    const solo = groupPoses(POSES, { tag: 'Solo' });
    expect(solo.map((g) => g.title)).toEqual(['Solo', 'Community']);
    expect(solo[0]?.poses.map((p) => p.id)).toEqual(['portrait', 'lingerie', 'nude-bed']);
    expect(groupPoses(POSES, { tag: 'Community' }).map((g) => g.title)).toEqual(['Community']);
  });

  it('reads a character gender as a pose list', () => {
    expect(poseGender('Male')).toBe('Male');
    expect(poseGender('Trans')).toBe('Trans');
    expect(poseGender('Female')).toBe('Female');
    expect(poseGender('Nonbinary')).toBe('Female');
  });
});
