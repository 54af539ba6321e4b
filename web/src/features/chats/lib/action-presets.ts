/** What the Animate sheet needs of an action preset (spec 3 Video action preset). */
export interface PresetLike {
  id: string;
  rating: string;
  categories: readonly string[];
  isCustom: boolean;
}

export const RATINGS = ['SFW', 'Suggestive', 'NSFW'] as const;

export interface PresetFilter {
  rating?: string | null;
  category?: string | null;
}

/** The custom actions (the user writes the prompt) and the presets, split. */
export function splitPresets<T extends PresetLike>(presets: readonly T[]) {
  return {
    custom: presets.filter((p) => p.isCustom),
    presets: presets.filter((p) => !p.isCustom),
  };
}

/** Every category of the presets, in the order first met. */
export function presetCategories(presets: readonly PresetLike[]): string[] {
  const seen = new Set<string>();
  for (const preset of presets)
    if (!preset.isCustom) for (const c of preset.categories) seen.add(c);
  return [...seen];
}

/** The presets with this rating and category (either may be unset). */
export function filterPresets<T extends PresetLike>(
  presets: readonly T[],
  filter: PresetFilter,
): T[] {
  return presets.filter(
    (p) =>
      (!filter.rating || p.rating === filter.rating) &&
      (!filter.category || p.categories.includes(filter.category)),
  );
}
