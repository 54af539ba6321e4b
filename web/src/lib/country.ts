/** Spec 5, Country guess: the default country offered on the profile form. */

const US_ZONES = new Set([
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Phoenix',
  'America/Anchorage',
  'America/Juneau',
  'America/Sitka',
  'America/Metlakatla',
  'America/Yakutat',
  'America/Nome',
  'America/Adak',
  'America/Boise',
  'America/Detroit',
  'America/Menominee',
  'America/Puerto_Rico',
  'Pacific/Honolulu',
  'Pacific/Guam',
  'Pacific/Pago_Pago',
  'Pacific/Saipan',
  'America/Honolulu',
]);
const US_PREFIXES = ['US/', 'America/Indiana/', 'America/Kentucky/', 'America/North_Dakota/'];

const CA_ZONES = new Set([
  'America/Toronto',
  'America/Vancouver',
  'America/Edmonton',
  'America/Winnipeg',
  'America/Halifax',
  'America/St_Johns',
  'America/Regina',
  'America/Montreal',
  'America/Moncton',
  'America/Glace_Bay',
  'America/Goose_Bay',
  'America/Iqaluit',
  'America/Rankin_Inlet',
  'America/Resolute',
  'America/Cambridge_Bay',
  'America/Inuvik',
  'America/Yellowknife',
  'America/Whitehorse',
  'America/Dawson',
  'America/Dawson_Creek',
  'America/Fort_Nelson',
  'America/Creston',
  'America/Swift_Current',
  'America/Atikokan',
  'America/Blanc-Sablon',
  'America/Nipigon',
  'America/Thunder_Bay',
  'America/Rainy_River',
  'America/Pangnirtung',
]);

export function isUsTimeZone(timeZone: string): boolean {
  return US_ZONES.has(timeZone) || US_PREFIXES.some((p) => timeZone.startsWith(p));
}

export function isCanadaTimeZone(timeZone: string): boolean {
  return CA_ZONES.has(timeZone) || timeZone.startsWith('Canada/');
}

/** The region part of a BCP 47 locale ('en-GB' → 'GB', 'zh-Hant-TW' → 'TW'), upper-cased. */
export function localeRegion(locale: string): string | undefined {
  if (!locale) return undefined;
  try {
    const region = new Intl.Locale(locale.replace(/_/g, '-')).region;
    if (region) return region.toUpperCase();
  } catch {
    // Not a valid locale tag: fall through to the simple split.
  }
  const match = locale
    .split(/[-_]/)
    .slice(1)
    .find((part) => /^[A-Za-z]{2}$/.test(part));
  return match?.toUpperCase();
}

function timeZoneCountry(timeZone: string): string | undefined {
  if (isUsTimeZone(timeZone)) return 'US';
  if (timeZone.startsWith('Europe/')) return 'GB';
  if (timeZone === 'Asia/Tokyo') return 'JP';
  if (timeZone.startsWith('Australia/')) return 'AU';
  if (isCanadaTimeZone(timeZone)) return 'CA';
  return undefined;
}

/**
 * 1. the region of the browser locale, if that region is in the country list;
 * 2. otherwise the time zone (US, Europe → GB, Asia/Tokyo → JP, Australia → AU, Canada → CA);
 * 3. otherwise US.
 */
export function guessCountry(
  locale: string,
  timeZone: string,
  countries: readonly { code: string }[],
): string {
  const region = localeRegion(locale);
  if (region && countries.some((c) => c.code.toUpperCase() === region)) return region;
  return timeZoneCountry(timeZone) ?? 'US';
}

/** The browser's own locale and time zone. */
export function browserLocale(): { locale: string; timeZone: string } {
  let timeZone = '';
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    timeZone = '';
  }
  return { locale: navigator.language ?? '', timeZone };
}
