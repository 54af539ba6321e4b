import { describe, expect, it } from 'vitest';
import { filterPresets, presetCategories, splitPresets } from './action-presets';

const presets = [
  { id: 'custom-sfw', rating: 'SFW', categories: [], isCustom: true },
  { id: 'custom-nsfw', rating: 'NSFW', categories: [], isCustom: true },
  { id: 'walking', rating: 'SFW', categories: ['Solo', 'Movement'], isCustom: false },
  { id: 'twerk', rating: 'Suggestive', categories: ['Solo', 'Dance'], isCustom: false },
  { id: 'doggy', rating: 'NSFW', categories: ['Couple', 'Penetration'], isCustom: false },
];

describe('the Animate sheet (spec 3 Video action preset)', () => {
  it('sets the custom actions apart from the presets', () => {
    const { custom, presets: rest } = splitPresets(presets);
    expect(custom.map((p) => p.id)).toEqual(['custom-sfw', 'custom-nsfw']);
    expect(rest.map((p) => p.id)).toEqual(['walking', 'twerk', 'doggy']);
  });

  it('lists the categories in the order first met', () => {
    expect(presetCategories(presets)).toEqual([
      'Solo',
      'Movement',
      'Dance',
      'Couple',
      'Penetration',
    ]);
  });

  it('filters by rating and by category', () => {
    const ids = (filter: Parameters<typeof filterPresets>[1]) =>
      filterPresets(splitPresets(presets).presets, filter).map((p) => p.id);
    expect(ids({})).toEqual(['walking', 'twerk', 'doggy']);
    expect(ids({ rating: 'SFW' })).toEqual(['walking']);
    expect(ids({ category: 'Solo' })).toEqual(['walking', 'twerk']);
    expect(ids({ rating: 'NSFW', category: 'Solo' })).toEqual([]);
  });
});
