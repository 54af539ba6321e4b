import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  completeTurn,
  lastReply,
  REPLY_MS,
  recordStatuses,
  replyText,
  startTurn,
  waitForStatus,
} from './chat-turns';
import {
  expectHeading,
  expectText,
  newContext,
  SKIP,
  sharedBrowser,
  trackedPage,
  uniqueUser,
} from './support';

/** Creates a character with every-field form (/custom) and lands on its page. */
async function createWithCustomForm(page: Page, name: string): Promise<string> {
  await page.goto('/custom');
  await expectHeading(page, 'Custom character');
  await page.fill('#char-name', name);
  await page.fill('#char-age', '17');
  await page.fill(
    '#char-description',
    `${name} is a witty night-owl bartender who loves long talks.`,
  );
  await page.fill('#char-personality', 'Playful, warm, curious.');
  await page.fill('#char-greeting-0', 'Hey {{user}}, I am {{char}}. What brings you here tonight?');
  await page.getByRole('button', { name: 'Create character' }).click();
  // The adult-age rule is checked before anything is sent.
  await expectText(page, 'Every character must be an adult (18 or older).');
  await page.fill('#char-age', '27');
  await page.getByRole('button', { name: 'Create character' }).click();
  await expectHeading(page, name);
  await page.getByTestId('greeting-preview').waitFor();
  return page.url().split('/char/')[1] ?? '';
}

/** Creates a character with the guided steps (/create). */
async function createWithWizard(page: Page, name: string): Promise<void> {
  await page.goto('/create');
  await expectHeading(page, 'Create a character');
  await page.fill('#char-name', name);
  await page.selectOption('#char-gender', 'Male');
  await page.fill('#char-age', '31');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.fill('#char-description', `${name} is a calm sailor with many stories.`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.fill('#char-greeting-0', 'Ahoy {{user}}.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.fill('#char-tags', 'sailor, calm');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectText(page, 'sailor, calm');
  await page.getByRole('button', { name: 'Create character' }).click();
  await expectHeading(page, name);
}

describe('chat', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('create → chat → stream → stop → regenerate → swipe → feedback → group chat', async () => {
    const context = await newContext(browser());
    await context.addInitScript(recordStatuses);
    const { page, errors } = await trackedPage(context);
    const user = uniqueUser('chat');
    const tag = user.username.slice(-4);
    const first = `Mira ${tag}`;
    const second = `Dorian ${tag}`;

    await page.goto('/signup');
    await page.fill('#signup-email', user.email);
    await page.fill('#signup-username', user.username);
    await page.fill('#signup-password', user.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectHeading(page, 'You must be 18 or older');
    await page.getByRole('button', { name: /I am 18 or older/ }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Profile' })
      .waitFor();

    await createWithCustomForm(page, first);
    await page.getByRole('button', { name: 'Start chat' }).click();
    await page.waitForURL(/\/chat\/[0-9a-f-]{36}$/);
    await page.getByTestId('chat-title').waitFor();
    // The greeting is the first message; the suggested first message is offered.
    await expectText(page, `I am ${first}`);
    await page.getByTestId('suggested-message').waitFor();

    // Long replies, so that there is time to stop one.
    await page.getByTestId('settings-button').click();
    await page.getByTestId('response-length').fill('4');
    await page.getByTestId('settings-save').click();
    await expectText(page, 'Settings saved.');
    await page.getByRole('button', { name: 'Close dialog' }).click();

    // Send, watch the reply stream in, stop it part-way (tries again if the model ends first).
    let stopped = false;
    for (let attempt = 0; attempt < 3 && !stopped; attempt += 1) {
      await page
        .getByTestId('chat-input')
        .fill('  Tell me a long story about your bar.\n\n\n\nPlease!  ');
      const state = await startTurn(page, () => page.getByTestId('send-button').click());
      if (state === 'ended') continue; // too short to stop: ask again
      // The reply bubble grows while it streams.
      const early = (await replyText(page).catch(() => '')).replace('…', '');
      await page.waitForFunction(
        (n) => {
          const bubbles = document.querySelectorAll(
            '[data-testid="message"][data-role="assistant"]',
          );
          const content = bubbles[bubbles.length - 1]?.querySelector(
            '[data-testid="message-content"]',
          );
          const text = content?.textContent?.replace('…', '') ?? '';
          const status = document
            .querySelector('[data-testid="chat-status"]')
            ?.getAttribute('data-status');
          return text.length > n + 5 || status !== 'streaming';
        },
        early.length,
        { timeout: REPLY_MS },
      );
      const stop = page.getByTestId('stop-button');
      if (await stop.isVisible()) {
        await stop.click().catch(() => undefined);
        stopped = true;
      }
      await waitForStatus(page, 'ready');
    }
    assert.ok(stopped, 'a reply was still streaming when Stop was pressed');
    // The user's message was trimmed and its run of newlines collapsed.
    const sent = page.locator('[data-testid="message"][data-role="user"]').last();
    assert.equal(
      await sent.innerText().then((t) => t.split('\n\n')[0]),
      'Tell me a long story about your bar.',
    );
    const partial = await replyText(page);
    assert.ok(partial.length > 0, 'the stopped reply kept its text');
    await lastReply(page).getByTestId('message-stopped').waitFor();

    await page.reload();
    await lastReply(page).getByTestId('message-stopped').waitFor();
    assert.ok((await replyText(page)).length > 0, 'the partial reply is kept after reload');

    // Regenerate: a second version of the same message, then swipe between the two.
    const replyId = await lastReply(page).getAttribute('data-message-id');
    await completeTurn(page, () => lastReply(page).getByTestId('regenerate-button').click());
    await lastReply(page)
      .getByTestId('swipe-count')
      .filter({ hasText: '2/2' })
      .waitFor({ timeout: REPLY_MS });
    assert.equal(await lastReply(page).getAttribute('data-message-id'), replyId);
    await lastReply(page).getByTestId('swipe-prev').click();
    await lastReply(page).getByTestId('swipe-count').filter({ hasText: '1/2' }).waitFor();
    await lastReply(page).getByTestId('swipe-next').click();
    await lastReply(page).getByTestId('swipe-count').filter({ hasText: '2/2' }).waitFor();

    // Thumbs down with a reason and details.
    await lastReply(page).getByTestId('thumbs-down').click();
    const dialog = page.getByTestId('feedback-dialog');
    await dialog.getByRole('radio', { name: 'Looping' }).click();
    await dialog.getByLabel('Details (optional)').fill('She repeats the same sentence.');
    await dialog.getByTestId('feedback-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await lastReply(page).locator('[data-testid="thumbs-down"][aria-pressed="true"]').waitFor();

    // A second character, made with the guided steps, and a group chat with both.
    await createWithWizard(page, second);
    await page.goto('/chat/create');
    await expectHeading(page, 'New chat');
    await page.getByRole('button', { name: first, exact: true }).click();
    await page.getByRole('button', { name: second, exact: true }).click();
    await expectText(page, '(group chat)');
    await page.getByTestId('start-chat').click();
    await page.waitForURL(/\/chat\/[0-9a-f-]{36}$/);
    await page.getByTestId('speaker-picker').waitFor();
    await page.getByTestId('chat-input').fill('Hello you two, how are you tonight?');
    await completeTurn(page, () => page.getByTestId('send-button').click());
    const speaker = (await lastReply(page).getByTestId('message-speaker').innerText()).trim();
    assert.ok([first, second].includes(speaker), `the reply is labelled with a member: ${speaker}`);

    await page.goto('/chat');
    await expectHeading(page, 'Your chats');
    await page.getByTestId('chat-list').getByText(`${first}, ${second}`).first().waitFor();

    assert.deepEqual(errors, []);
    await context.close();
  });
});
