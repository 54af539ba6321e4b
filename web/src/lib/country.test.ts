import { describe, expect, it } from 'vitest';
import { guessCountry, isCanadaTimeZone, isUsTimeZone, localeRegion } from './country';

const countries = ['US', 'CA', 'AU', 'GB', 'DE', 'FR', 'JP', 'BR', 'IN'].map((code) => ({ code }));

describe('spec 5 Country guess', () => {
  it('1. uses the region of the browser locale when it is in the list', () => {
    expect(guessCountry('de-DE', 'America/New_York', countries)).toBe('DE');
    expect(guessCountry('pt-BR', 'Europe/Lisbon', countries)).toBe('BR');
    expect(guessCountry('en_GB', 'Asia/Tokyo', countries)).toBe('GB');
    expect(guessCountry('zh-Hant-TW', 'Asia/Tokyo', [...countries, { code: 'TW' }])).toBe('TW');
  });

  it('1. ignores a locale region that is not in the list', () => {
    expect(guessCountry('es-MX', 'Europe/Madrid', countries)).toBe('GB');
  });

  it('2. a US time zone gives US', () => {
    for (const tz of [
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
      'America/Phoenix',
      'America/Anchorage',
      'Pacific/Honolulu',
      'America/Detroit',
      'America/Boise',
      'America/Indiana/Indianapolis',
      'America/Kentucky/Louisville',
      'US/Eastern',
    ]) {
      expect(guessCountry('en', tz, countries), tz).toBe('US');
    }
  });

  it('2. a Europe time zone gives GB', () => {
    expect(guessCountry('fr', 'Europe/Paris', countries)).toBe('GB');
    expect(guessCountry('en', 'Europe/London', countries)).toBe('GB');
  });

  it('2. Asia/Tokyo gives JP', () => {
    expect(guessCountry('ja', 'Asia/Tokyo', countries)).toBe('JP');
  });

  it('2. an Australia time zone gives AU', () => {
    expect(guessCountry('en', 'Australia/Sydney', countries)).toBe('AU');
    expect(guessCountry('en', 'Australia/Perth', countries)).toBe('AU');
  });

  it('2. a Canada time zone gives CA', () => {
    for (const tz of [
      'America/Toronto',
      'America/Vancouver',
      'America/Edmonton',
      'America/Winnipeg',
      'America/Halifax',
      'America/St_Johns',
      'America/Regina',
      'Canada/Pacific',
    ]) {
      expect(guessCountry('fr', tz, countries), tz).toBe('CA');
    }
  });

  it('3. otherwise US', () => {
    expect(guessCountry('en', 'Asia/Kolkata', countries)).toBe('US');
    expect(guessCountry('', '', countries)).toBe('US');
    expect(guessCountry('en', 'America/Sao_Paulo', [])).toBe('US');
  });

  it('the locale comes before the time zone', () => {
    expect(guessCountry('en-AU', 'America/Toronto', countries)).toBe('AU');
  });

  it('helpers classify zones and locales', () => {
    expect(isUsTimeZone('America/Toronto')).toBe(false);
    expect(isCanadaTimeZone('America/New_York')).toBe(false);
    expect(localeRegion('en')).toBeUndefined();
    expect(localeRegion('en-us')).toBe('US');
  });
});
