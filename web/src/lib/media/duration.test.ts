import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('video length (spec 5 Video parameters)', () => {
  it('shows a length as m:ss', () => {
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(9.6)).toBe('0:10');
    expect(formatDuration(62)).toBe('1:02');
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
  });
});
