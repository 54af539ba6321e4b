import type { VideoAction } from '@/lib/api-types';
import { RATINGS, type Rating } from './poses';

/** spec 3: the first tag of a preset is its rating (the same three as a pose's). */
export { RATINGS, type Rating };

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

/** The custom actions (the user writes the prompt) and the presets, split. */
export function splitPresets<T extends Pick<VideoAction, 'isCustom'>>(presets: readonly T[]) {
  return {
    custom: presets.filter((p) => p.isCustom),
    presets: presets.filter((p) => !p.isCustom),
  };
}

/** Every category of the presets, in the order first met (the chips of the filter); the custom
 * actions have none. */
export function presetCategories(
  actions: readonly Pick<VideoAction, 'categories' | 'isCustom'>[],
): string[] {
  const seen = new Set<string>();
  for (const action of actions) {
    if (!action.isCustom) for (const category of action.categories) seen.add(category);
  }
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
