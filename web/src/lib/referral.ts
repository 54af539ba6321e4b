/** The referral code a visitor came with (spec 1 Promotion): kept for the visit, sent with signup. */
const STORAGE_KEY = 'nocturne:ref';
const CODE = /^[a-z0-9][a-z0-9_-]{2,31}$/;

export function normalizeReferral(value: string | null | undefined): string | undefined {
  const code = value?.trim().toLowerCase();
  return code && CODE.test(code) ? code : undefined;
}

/**
 * The code from the page's `?ref=` (remembered in sessionStorage for the rest of the visit), else the
 * one remembered earlier. The server also keeps it in a first-party cookie when a page is opened
 * with `?ref=`, so a visit that wandered off before signing up still counts.
 */
export function referralCode(fromUrl: string | null): string | undefined {
  const code = normalizeReferral(fromUrl);
  try {
    if (code) {
      sessionStorage.setItem(STORAGE_KEY, code);
      return code;
    }
    return normalizeReferral(sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return code; // storage blocked (private mode): the URL's code and the cookie still work
  }
}
