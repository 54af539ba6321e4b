import { describe, expect, it } from 'vitest';
import { clampPercent, percentFromKey, percentFromPointer } from './divider';

describe('before/after divider (spec 1 Before/after comparison)', () => {
  it('follows the pointer across the picture, held inside it', () => {
    expect(percentFromPointer(150, 100, 200)).toBe(25);
    expect(percentFromPointer(50, 100, 200)).toBe(0);
    expect(percentFromPointer(400, 100, 200)).toBe(100);
    expect(percentFromPointer(10, 0, 0)).toBe(50);
  });

  it('moves by keys: arrows by 2, Shift or Page keys by 10, Home and End to the edges', () => {
    expect(percentFromKey('ArrowLeft', 50)).toBe(48);
    expect(percentFromKey('ArrowRight', 50)).toBe(52);
    expect(percentFromKey('ArrowUp', 50)).toBe(52);
    expect(percentFromKey('ArrowDown', 50)).toBe(48);
    expect(percentFromKey('ArrowRight', 50, true)).toBe(60);
    expect(percentFromKey('PageDown', 50)).toBe(40);
    expect(percentFromKey('Home', 50)).toBe(0);
    expect(percentFromKey('End', 50)).toBe(100);
    expect(percentFromKey('ArrowRight', 99)).toBe(100);
    expect(percentFromKey('Enter', 50)).toBeNull();
    expect(clampPercent(Number.NaN)).toBe(50);
  });
});
