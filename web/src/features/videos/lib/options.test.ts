import { describe, expect, it } from 'vitest';
import { clampDuration, isOrientation } from './options';

describe('video parameters (spec 5 Video parameters)', () => {
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
