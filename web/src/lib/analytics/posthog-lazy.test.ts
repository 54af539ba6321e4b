/** Issue 13: posthog-js never joins a first-visit bundle. Only posthog.ts may reach it, and only through a
 * dynamic import() (types aside); the built chunks are checked by `npm run test:weight`. */
import { describe, expect, it } from 'vitest';

const SOURCES = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/api/gen/**'],
  { query: '?raw', import: 'default', eager: true },
);

describe('posthog-js stays lazy', () => {
  it('is imported statically nowhere, and dynamically only by lib/analytics/posthog.ts', () => {
    const files = Object.entries(SOURCES);
    expect(files.length).toBeGreaterThan(100);
    const statics = files
      .filter(([, text]) => /^\s*import\s+(?!type\b)[^;]*from\s+['"]posthog-js/m.test(text))
      .map(([path]) => path);
    const dynamics = files
      .filter(([, text]) => /import\(\s*['"]posthog-js/.test(text))
      .map(([path]) => path);
    expect(statics).toEqual([]);
    expect(dynamics).toEqual(['/src/lib/analytics/posthog.ts']);
  });
});
