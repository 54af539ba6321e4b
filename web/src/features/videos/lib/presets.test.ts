import { describe, expect, it } from 'vitest';
import { showsTalk } from './presets';

describe('the spoken-line card (spec 2 Video generator filters)', () => {
  it('shows only where an SFW action without a category would show', () => {
    expect(showsTalk({ rating: null, category: null })).toBe(true);
    expect(showsTalk({ rating: 'SFW', category: null })).toBe(true);
    expect(showsTalk({ rating: 'NSFW', category: null })).toBe(false);
    expect(showsTalk({ rating: null, category: 'Solo' })).toBe(false);
  });
});
