import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  adminCredentials,
  apiCall,
  apiConfirmAge,
  apiLogin,
  apiSignup,
  expectHeading,
  expectText,
  newContext,
  routeTable,
  SKIP,
  sharedBrowser,
  trackedPage,
  uniqueUser,
} from './support';

const BANNED_HEADING = routeTable.find((r) => r.path === '/banned')?.heading ?? '';
const HOME_HEADING = routeTable.find((r) => r.path === '/')?.heading ?? '';

describe('banned users', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('a user banned by an admin lands on /banned at the next page load', async () => {
    const victim = await newContext(browser());
    const user = uniqueUser('ban');
    const session = await apiSignup(victim, user);
    const id = session.user?.id;
    assert.ok(id, 'signup answers the new user');
    await apiConfirmAge(victim);
    const { page } = await trackedPage(victim);
    await page.goto('/');
    await expectHeading(page, HOME_HEADING);

    const admin = await newContext(browser());
    const { email, password } = adminCredentials();
    await apiLogin(admin, email, password);
    const reason = 'E2E test ban: spam';
    await apiCall(admin, 'POST', `/api/admin/users/${id}/ban`, { reason });

    await page.goto('/profile');
    await page.waitForURL((u) => u.pathname === '/banned');
    await expectHeading(page, BANNED_HEADING);
    await expectText(page, reason);

    // Terms stay readable for a banned session.
    await page.goto('/terms');
    await expectHeading(page, 'Terms of Service');

    await admin.close();
    await victim.close();
  });
});
