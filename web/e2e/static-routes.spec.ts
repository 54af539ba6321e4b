import assert from 'node:assert/strict';
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

// /logout ends the session, so it goes last.
const staticRoutes = routeTable
  .filter((r) => !r.path.includes(':'))
  .sort((a, b) => Number(a.path === '/logout') - Number(b.path === '/logout'));

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

  for (const route of staticRoutes) {
    it(`${route.path} shows '${route.heading}' without a console error`, async () => {
      const { page, errors } = await trackedPage(context);
      await page.goto(route.path);
      await expectHeading(page, route.heading);
      await page.waitForLoadState('networkidle');
      // The same title the server rendered into the HTML.
      assert.equal(await page.title(), pageTitle(route.title));
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
