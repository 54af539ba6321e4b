import { describe, expect, it } from 'vitest';
import { formatDuration } from './format';
import { clampDuration, isOrientation } from './options';

describe('video length and parameters (spec 5 Video parameters)', () => {
  it('shows a length as m:ss', () => {
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(9.6)).toBe('0:10');
    expect(formatDuration(62)).toBe('1:02');
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
  });

  it('keeps a duration between 5 and 10 seconds', () => {
    expect(clampDuration(3)).toBe(5);
    expect(clampDuration(7.3)).toBe(7.25);
    expect(clampDuration(42)).toBe(10);
    expect(clampDuration(null)).toBe(5);
  });

  it('knows the seven orientations', () => {
    for (const o of ['portrait', 'landscape', '4:5', '5:4', '16:9', '1:1', '9:16']) {
      expect(isOrientation(o)).toBe(true);
    }
    expect(isOrientation('3:2')).toBe(false);
  });
});
