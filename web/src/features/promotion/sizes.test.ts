/** Issue 13 (spec 9 Banners): the iframe snippets carry the size and the referral code. */
import { describe, expect, it } from 'vitest';
import { BANNER_SIZES, bannerUrl, iframeSnippet } from './sizes';

describe('banner snippets', () => {
  it('lists the five sizes of the spec', () => {
    expect(BANNER_SIZES.map((s) => s.name).sort()).toEqual(
      ['160x600', '300x250', '320x50', '330x770', '728x90'].sort(),
    );
  });

  it('gives each size an iframe of exactly its size with the code in the banner address', () => {
    for (const size of BANNER_SIZES) {
      const snippet = iframeSnippet('https://app.example/', size, 'friend42');
      expect(snippet).toContain(`src="https://app.example/banners/${size.name}?ref=friend42"`);
      expect(snippet).toContain(`width="${size.width}" height="${size.height}"`);
    }
  });

  it('leaves a placeholder for visitors without a code', () => {
    expect(iframeSnippet('https://app.example', BANNER_SIZES[0], undefined)).toContain(
      '?ref=YOUR_CODE',
    );
    expect(bannerUrl('https://app.example', BANNER_SIZES[0], undefined)).toBe(
      'https://app.example/banners/300x250',
    );
  });
});
