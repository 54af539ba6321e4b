/** Spec 9 Banners: the five sizes, as the server serves them at /banners/{W}x{H}. */
export const BANNER_SIZES = [
  { name: '300x250', width: 300, height: 250, label: 'Medium rectangle' },
  { name: '728x90', width: 728, height: 90, label: 'Leaderboard' },
  { name: '320x50', width: 320, height: 50, label: 'Mobile banner' },
  { name: '160x600', width: 160, height: 600, label: 'Wide skyscraper' },
  { name: '330x770', width: 330, height: 770, label: 'Tall sidebar' },
] as const;

export type BannerSize = (typeof BANNER_SIZES)[number];

/** The banner page's address, with the referral code its link carries to signup. */
export function bannerUrl(origin: string, size: BannerSize, code: string | undefined): string {
  const base = `${origin.replace(/\/$/, '')}/banners/${size.name}`;
  return code ? `${base}?ref=${encodeURIComponent(code)}` : base;
}

/** The copy-paste iframe for a size. */
export function iframeSnippet(origin: string, size: BannerSize, code: string | undefined): string {
  const src = bannerUrl(origin, size, code ?? 'YOUR_CODE');
  return `<iframe src="${src}" width="${size.width}" height="${size.height}" style="border:0;overflow:hidden" scrolling="no" loading="lazy" title="Nocturne"></iframe>`;
}
