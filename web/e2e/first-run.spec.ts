import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apiCall,
  apiConfirmAge,
  apiSignup,
  expectHeading,
  expectText,
  newContext,
  SKIP,
  sharedBrowser,
  trackedPage,
  uniqueUser,
} from './support';

/** Issue 8 'The first run': a newcomer lands among the starter characters; bad addresses are 404s. */
describe('first run', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('signup lands on the directory with the starter characters', async () => {
    const context = await newContext(browser());
    const { page, errors } = await trackedPage(context);
    const user = uniqueUser('first');
    await page.goto('/signup');
    await page.fill('#signup-email', user.email);
    await page.fill('#signup-username', user.username);
    await page.fill('#signup-password', user.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectHeading(page, 'You must be 18 or older');
    await page.getByRole('button', { name: /I am 18 or older/ }).click();
    await expectHeading(page, 'Character directory');
    assert.equal(new URL(page.url()).pathname, '/directory');
    const cards = page.getByTestId('directory').getByTestId('character-card');
    await cards.first().waitFor();
    assert.ok((await cards.count()) >= 12, 'at least 12 starter characters are listed');
    await page.getByTestId('directory').getByRole('link', { name: 'Elena Marquez' }).waitFor();
    // The navigation has the directory, the feed and the image generator.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Directory' }).waitFor();
    await nav.getByRole('link', { name: 'Feed' }).waitFor();
    await nav.getByRole('link', { name: 'Generate' }).waitFor();

    // A starter's page: macros read as the viewer's name, the category by its display name.
    await page.getByTestId('directory').getByRole('link', { name: 'Kaito Arashi' }).click();
    await expectHeading(page, 'Kaito Arashi');
    await page
      .getByTestId('greeting-preview')
      .getByText(`You requested a song nobody has asked for in years, ${user.username}.`)
      .waitFor();
    await page.getByRole('link', { name: 'Slice of Life' }).waitFor();
    assert.ok(!(await page.content()).includes('{{user}}'), 'no raw macro on the page');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('logging in lands on the chats once there are some', async () => {
    const user = uniqueUser('back');
    const setup = await newContext(browser());
    await apiSignup(setup, user);
    await apiConfirmAge(setup);
    const page1 = await apiCall<{ items: { id: string }[] }>(setup, 'GET', '/api/directory');
    const starter = page1.items[0]?.id;
    assert.ok(starter, 'a starter character is listed');
    await apiCall(setup, 'POST', '/api/chats', { characterIds: [starter] });
    await setup.close();

    const context = await newContext(browser());
    const { page } = await trackedPage(context);
    await page.goto('/login');
    await page.fill('#login-email', user.email);
    await page.fill('#login-password', user.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/chat');
    await page.getByTestId('chat-list').waitFor();
    await context.close();
  });

  it('a bad or unknown id in a page address shows the 404 page', async () => {
    const context = await newContext(browser());
    await apiSignup(context, uniqueUser('nf'));
    await apiConfirmAge(context);
    const { page } = await trackedPage(context);
    for (const path of [
      '/char/not-an-id',
      '/char/00000000-0000-4000-8000-000000000000',
      '/chat/not-an-id',
    ]) {
      await page.goto(path);
      await expectHeading(page, 'Page not found');
      const text = await page.textContent('body');
      assert.ok(
        !/Input should be|character_id|chat_id/.test(text ?? ''),
        `no raw validation text on ${path}`,
      );
    }
    await page.getByRole('link', { name: 'Browse characters' }).click();
    await expectHeading(page, 'Character directory');
    await context.close();
  });

  it('an empty chat list says what to do next', async () => {
    const context = await newContext(browser());
    await apiSignup(context, uniqueUser('empty'));
    await apiConfirmAge(context);
    const { page } = await trackedPage(context);
    await page.goto('/chat');
    await expectText(page, 'No chats yet');
    await page.getByTestId('empty-state').getByRole('link', { name: 'Pick a companion' }).click();
    await expectHeading(page, 'Character directory');
    await context.close();
  });
});
