/** Issue 13 (spec 2, 9 Banners; spec 1 Promotion): each banner page renders its banner at exactly its
 * size in Chromium, may be framed by another site while other pages refuse framing, and its link
 * carries the referral code into a signup that the admin sees counted. */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import {
  adminCredentials,
  apiCall,
  apiLogin,
  expectHeading,
  launchBrowser,
  newContext,
  SKIP,
  trackedPage,
  uniqueUser,
  url,
} from './support';

const SIZES = [
  [160, 600],
  [300, 250],
  [320, 50],
  [330, 770],
  [728, 90],
] as const;
/** Another site: a page on another origin (another local port) that embeds one of our pages. */
async function startPartnerSite(): Promise<{ origin: string; close(): void }> {
  const server = createServer((request, response) => {
    const target = new URL(request.url ?? '/', 'http://partner.invalid');
    const [width, height] = (target.searchParams.get('size') ?? '300x250').split('x');
    response.setHeader('content-type', 'text/html');
    response.end(
      `<!doctype html><html><body><iframe src="${url(target.searchParams.get('path') ?? '/')}" width="${width}" height="${height}"></iframe></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

function partnerPage(origin: string, path: string, size: string): string {
  return `${origin}/?path=${encodeURIComponent(path)}&size=${size}`;
}

describe('banners', { skip: SKIP }, () => {
  let browser: Browser;
  let context: BrowserContext;
  before(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
  });
  after(async () => {
    await context?.close();
    await browser?.close();
  });

  for (const [width, height] of SIZES) {
    it(`/banners/${width}x${height} renders its banner at exactly ${width}×${height}`, async () => {
      const { page, errors } = await trackedPage(context);
      await page.setViewportSize({ width: 1280, height: 900 });
      const response = await page.goto(`/banners/${width}x${height}?ref=e2e-code`);
      assert.equal(response?.headers()['content-security-policy'], 'frame-ancestors *');
      const banner = page.locator('#banner');
      const box = await banner.boundingBox();
      assert.deepEqual(box, { x: 0, y: 0, width, height });
      assert.equal(await banner.getAttribute('target'), '_top');
      assert.equal(await banner.getAttribute('href'), url('/signup?ref=e2e-code'));
      // The portrait has loaded (or the moon stands in), and the call to action is inside the box.
      const cta = await page.getByText('Chat free').boundingBox();
      assert.ok(cta && cta.x >= 0 && cta.y >= 0);
      assert.ok(cta.x + cta.width <= width && cta.y + cta.height <= height);
      assert.deepEqual(errors, []);
      await page.close();
    });
  }

  it('another site can frame a banner at its size; it cannot frame any other page', async () => {
    const partner = await startPartnerSite();
    try {
      const page = await context.newPage();
      await page.goto(partnerPage(partner.origin, '/banners/300x250?ref=e2e-code', '300x250'));
      const framed = page.frameLocator('iframe').locator('#banner');
      await framed.waitFor({ state: 'visible' });
      const box = await framed.boundingBox();
      assert.equal(box?.width, 300);
      assert.equal(box?.height, 250);
      await page.close();

      for (const path of ['/banners', '/banners/iframe-guide', '/signup']) {
        const refused = await context.newPage();
        const blocked = new Promise<string | undefined>((resolve) => {
          refused.on('requestfailed', (request) => {
            if (request.url() === url(path)) resolve(request.failure()?.errorText);
          });
        });
        await refused.goto(partnerPage(partner.origin, path, '800x600'));
        assert.equal(await blocked, 'net::ERR_BLOCKED_BY_RESPONSE', `${path} was framed`);
        await refused.close();
      }
    } finally {
      partner.close();
    }
  });

  it("a banner's link carries the code into signup and the admin sees the signup counted", async () => {
    const admin = await newContext(browser);
    const { email, password } = adminCredentials();
    await apiLogin(admin, email, password);
    const code = `e2e-${Date.now().toString(36)}`;
    await apiCall(admin, 'POST', '/api/admin/referrals', { code, label: 'e2e banner' });

    const visitor = await newContext(browser);
    const page = await visitor.newPage();
    await page.goto(`/banners/728x90?ref=${code}`);
    await Promise.all([page.waitForURL(/\/signup\?ref=/), page.locator('#banner').click()]);
    // The visitor looks elsewhere before signing up: the code stays with the visit.
    await page.goto('/terms');
    await page.goto('/signup');
    const user = uniqueUser('ref');
    await page.fill('#signup-email', user.email);
    await page.fill('#signup-username', user.username);
    await page.fill('#signup-password', user.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectHeading(page, 'You must be 18 or older');

    const stats = await apiCall<{ codes: { code: string; signups: number }[] }>(
      admin,
      'GET',
      '/api/admin/referrals',
    );
    assert.equal(stats.codes.find((c) => c.code === code)?.signups, 1);
    await visitor.close();
    await admin.close();
  });
});
