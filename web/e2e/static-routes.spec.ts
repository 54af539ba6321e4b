import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import {
  adminCredentials,
  apiConfirmAge,
  apiLogin,
  expectHeading,
  launchBrowser,
  newContext,
  routeTable,
  SKIP,
  trackedPage,
} from './support';

function pageTitle(title: string): string {
  return title.includes('Nocturne') ? title : `${title} — Nocturne`;
}

/** The landing and SEO pages written in content/pages/*.md: their h1 and title come from the file
 * (front matter `heading`, else `title`), not from routes.json's placeholders. */
function contentPages(): Map<string, { title: string; heading: string }> {
  const dir = new URL('../../content/pages/', import.meta.url);
  const pages = new Map<string, { title: string; heading: string }>();
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.md'))) {
    const front = readFileSync(new URL(name, dir), 'utf8').split(/^---$/m)[1] ?? '';
    const field = (key: string) => front.match(new RegExp(`^${key}: *(.+)$`, 'm'))?.[1]?.trim();
    const path = field('path');
    const title = field('title');
    if (path && title) pages.set(path, { title, heading: field('heading') ?? title });
  }
  return pages;
}
const content = contentPages();

// /logout ends the session, so it goes last.
const staticRoutes = routeTable
  .filter((r) => !r.path.includes(':'))
  .sort((a, b) => Number(a.path === '/logout') - Number(b.path === '/logout'));

function decodeEntities(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Requests a browser makes on its own and that the app does not control. */
const IGNORED = [/favicon/];

describe('every static route', { skip: SKIP }, () => {
  let browser: Browser;
  let context: BrowserContext;
  before(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    const { email, password } = adminCredentials();
    const session = await apiLogin(context, email, password);
    assert.equal(session.user?.role, 'admin', 'E2E_ADMIN_EMAIL must be an admin');
    await apiConfirmAge(context);
  });
  after(async () => {
    await context?.close();
    await browser?.close();
  });

  it('knows the content pages (content/pages/*.md) it checks', () => {
    for (const path of ['/', '/ai-hentai', '/ai-porn', '/terms'])
      assert.ok(content.has(path), path);
  });

  for (const route of staticRoutes) {
    const expected = content.get(route.path) ?? route;
    it(`${route.path} shows '${expected.heading}' without a console error`, async () => {
      const { page, errors } = await trackedPage(context);
      const response = await page.goto(route.path);
      await expectHeading(page, expected.heading);
      await page.waitForLoadState('networkidle');
      // The same title the server rendered into the HTML, kept once the app has started.
      const served = (await response?.text())?.match(/<title>([^<]*)<\/title>/)?.[1];
      assert.equal(await page.title(), pageTitle(expected.title));
      if (served) assert.equal(decodeEntities(served), pageTitle(expected.title));
      assert.deepEqual(
        errors.filter((e) => !IGNORED.some((re) => re.test(e))),
        [],
      );
      await page.close();
    });
  }

  it('an unknown path shows the 404 page', async () => {
    const { page } = await trackedPage(context);
    await page.goto('/no-such-page-here');
    await expectHeading(page, 'Page not found');
    await page.close();
  });
});
