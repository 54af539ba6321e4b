import { describe, expect, it } from 'vitest';
import type { VideoAction } from '@/lib/api-types';
import { filterPresets, presetCategories, presetRating, splitPresets } from './action-presets';

function action(id: string, rating: string, categories: string[], isCustom = false): VideoAction {
  return {
    id,
    displayName: id,
    modelName: 'General',
    videoModel: 'seedance',
    tags: [rating, ...categories],
    rating,
    categories,
    isCustom,
    hasLoras: false,
    previewUrl: `/p/${id}`,
  };
}

const ACTIONS = [
  action('custom-sfw', 'SFW', [], true),
  action('custom-nsfw', 'NSFW', [], true),
  action('walking', 'SFW', ['Solo', 'Movement']),
  action('twerk', 'Suggestive', ['Solo', 'Dance', 'Movement']),
  action('cuddling', 'Suggestive', ['Couple', 'Romance']),
  action('missionary', 'NSFW', ['Couple', 'Penetration']),
];

const ids = (list: readonly VideoAction[]) => list.map((a) => a.id);

describe('video action presets (spec 3 Video action preset; spec 2 Video generator filters)', () => {
  it('sets the custom actions apart from the presets', () => {
    const { custom, presets } = splitPresets(ACTIONS);
    expect(ids(custom)).toEqual(['custom-sfw', 'custom-nsfw']);
    expect(ids(presets)).toEqual(['walking', 'twerk', 'cuddling', 'missionary']);
  });

  it('keeps every preset, custom actions first, without a filter', () => {
    expect(ids(filterPresets(ACTIONS, { rating: null, category: null }))).toEqual(ids(ACTIONS));
  });

  it('filters by rating (the first tag)', () => {
    expect(ids(filterPresets(ACTIONS, { rating: 'SFW', category: null }))).toEqual([
      'custom-sfw',
      'walking',
    ]);
    expect(ids(filterPresets(ACTIONS, { rating: 'Suggestive', category: null }))).toEqual([
      'twerk',
      'cuddling',
    ]);
    expect(ids(filterPresets(ACTIONS, { rating: 'NSFW', category: null }))).toEqual([
      'custom-nsfw',
      'missionary',
    ]);
  });

  it('filters by category, and by both', () => {
    expect(ids(filterPresets(ACTIONS, { rating: null, category: 'Movement' }))).toEqual([
      'walking',
      'twerk',
    ]);
    expect(ids(filterPresets(ACTIONS, { rating: 'SFW', category: 'Movement' }))).toEqual([
      'walking',
    ]);
    expect(filterPresets(ACTIONS, { rating: 'NSFW', category: 'Romance' })).toEqual([]);
  });

  it('lists the categories in the order first met, the custom actions having none', () => {
    const categories = ['Solo', 'Movement', 'Dance', 'Couple', 'Romance', 'Penetration'];
    expect(presetCategories(ACTIONS)).toEqual(categories);
    expect(presetCategories([{ categories: ['Oddity'], isCustom: true }, ...ACTIONS])).toEqual(
      categories,
    );
  });

  it('reads the rating from the first tag when the rating is missing', () => {
    expect(presetRating({ rating: '', tags: ['NSFW', 'Solo'] })).toBe('NSFW');
    expect(presetRating({ rating: '', tags: [] })).toBe('SFW');
  });
});
