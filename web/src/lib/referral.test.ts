/** Issue 13 (spec 1 Promotion): the referral code is kept across the visit and a bad one is ignored. */
import { beforeEach, describe, expect, it } from 'vitest';
import { normalizeReferral, referralCode } from './referral';

beforeEach(() => sessionStorage.clear());

describe('referral codes', () => {
  it('keeps the code from the landing URL for the rest of the visit', () => {
    expect(referralCode('Friend42')).toBe('friend42');
    expect(referralCode(null)).toBe('friend42');
  });

  it('ignores what cannot be a code', () => {
    expect(normalizeReferral('<script>')).toBeUndefined();
    expect(normalizeReferral('ab')).toBeUndefined();
    expect(referralCode('x'.repeat(40))).toBeUndefined();
  });
});
