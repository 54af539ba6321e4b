import type { VideoAction } from '../types';

/** spec 3: the first tag of a preset is its rating. */
export const RATINGS = ['SFW', 'Suggestive', 'NSFW'] as const;
export type Rating = (typeof RATINGS)[number];

export interface PresetFilter {
  /** null: every rating. */
  rating: Rating | null;
  /** null: every category. */
  category: string | null;
}

export const NO_FILTER: PresetFilter = { rating: null, category: null };

/** A preset's rating (its first tag), SFW when the catalogue says nothing. */
export function presetRating(action: Pick<VideoAction, 'rating' | 'tags'>): Rating {
  const value = action.rating || action.tags[0];
  return (RATINGS as readonly string[]).includes(value ?? '') ? (value as Rating) : 'SFW';
}

/** Every category of the list, in the order first met (the chips of the filter). */
export function presetCategories(actions: readonly Pick<VideoAction, 'categories'>[]): string[] {
  const seen = new Set<string>();
  for (const action of actions) for (const category of action.categories) seen.add(category);
  return [...seen];
}

/** The presets a rating and a category keep (the custom actions have no category: a category
 * filter leaves them out). The catalogue's order is kept: custom actions first. */
export function filterPresets<T extends Pick<VideoAction, 'rating' | 'tags' | 'categories'>>(
  actions: readonly T[],
  filter: PresetFilter,
): T[] {
  return actions.filter(
    (a) =>
      (filter.rating === null || presetRating(a) === filter.rating) &&
      (filter.category === null || a.categories.includes(filter.category)),
  );
}

/** The spoken-line card (lip-sync) sits beside the custom actions: it is SFW and has no category. */
export function showsTalk(filter: PresetFilter): boolean {
  return filter.category === null && (filter.rating === null || filter.rating === 'SFW');
}
