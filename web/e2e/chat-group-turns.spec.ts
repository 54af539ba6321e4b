/** Issue 8: a bare /direct continues the scene; in a group chat the first character named replies
 * first, and "Everyone replies" has each character answer in turn (real server, real small model). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openChat, signedInContext } from './chat-setup';
import { completeTurn, lastReply, REPLY_MS, recordStatuses } from './chat-turns';
import { SKIP, sharedBrowser, trackedPage } from './support';

/** The speakers of the replies after the newest user message, once no turn is running. */
async function repliesToLastMessage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const items = Array.from(document.querySelectorAll('[data-testid="message"]'));
    const lastUser = items.findLastIndex((item) => item.getAttribute('data-role') === 'user');
    return items
      .slice(lastUser + 1)
      .map((item) => item.querySelector('[data-testid="message-speaker"]')?.textContent ?? '');
  });
}

/** Waits for `count` replies to the newest message; a reply the tiny model left empty is retried, as
 * a person would with the Retry button. */
async function waitForReplies(page: Page, count: number): Promise<string[]> {
  const deadline = Date.now() + REPLY_MS * count;
  while (Date.now() < deadline) {
    const state = await page
      .locator('[data-testid="chat-status"]')
      .getAttribute('data-status')
      .catch(() => null);
    const replies = await repliesToLastMessage(page);
    if (state === 'ready' && replies.length >= count) return replies;
    if (state === 'error') {
      const message = await page.getByTestId('chat-error').innerText();
      assert.ok(message.includes('empty reply'), `the turn failed: ${message}`);
      await page.getByTestId('retry-button').click();
    }
    await page.waitForTimeout(250);
  }
  throw new Error(`fewer than ${count} replies: ${(await repliesToLastMessage(page)).join(', ')}`);
}

describe('chat turns', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('a bare /direct is a note that continues the scene', async () => {
    const { context, characters } = await signedInContext(browser(), ['Mira']);
    await context.addInitScript(recordStatuses);
    const chatId = await openChat(context, characters);
    const { page, errors } = await trackedPage(context);
    await page.goto(`/chat/${chatId}`);
    await page.getByTestId('chat-input').fill('/direct');
    await completeTurn(page, () => page.getByTestId('send-button').click());
    const note = page.getByTestId('director-note').last();
    assert.equal(
      (await note.getByTestId('message-content').innerText()).trim(),
      'Continue the scene',
    );
    // The character goes on right after the note: no raw '/direct' line, a reply of its own.
    const kinds = await page
      .locator('[data-testid="message"]')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-kind')));
    assert.deepEqual(kinds.slice(-2), ['direction', 'message']);
    assert.ok((await lastReply(page).getByTestId('message-content').innerText()).trim().length > 0);
    assert.equal(await page.getByText('/direct', { exact: true }).count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a group message naming the second character first is answered by that character', async () => {
    const { context, characters, names } = await signedInContext(browser(), ['Mira', 'Dorian']);
    await context.addInitScript(recordStatuses);
    const chatId = await openChat(context, characters);
    const { page, errors } = await trackedPage(context);
    await page.goto(`/chat/${chatId}`);
    const [first, second] = names;
    await page
      .getByTestId('chat-input')
      .fill(`${second?.split(' ')[0]}, what is your favourite drink? And ${first}, yours?`);
    await page.getByTestId('send-button').click();
    const replies = await waitForReplies(page, 1);
    assert.deepEqual(replies, [second]);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('"Everyone replies" has each character answer once, in turn', async () => {
    const { context, characters, names } = await signedInContext(browser(), ['Mira', 'Dorian']);
    await context.addInitScript(recordStatuses);
    const chatId = await openChat(context, characters);
    const { page, errors } = await trackedPage(context);
    await page.goto(`/chat/${chatId}`);
    // A group chat gets a suggested first message of its own.
    assert.equal(
      (await page.getByTestId('suggested-message').innerText()).trim().replace(/^✦\s*/, ''),
      'Hi everyone! What are you all up to tonight?',
    );
    await page.getByTestId('speaker-picker').selectOption('everyone');
    await page.getByTestId('chat-input').fill('Good evening! How was your day?');
    await page.getByTestId('send-button').click();
    const replies = await waitForReplies(page, 2);
    assert.deepEqual([...replies].sort(), [...names].sort(), 'one reply per character');
    // Stored so, each with its character.
    await page.reload();
    await page.getByTestId('chat-input').waitFor();
    assert.deepEqual([...(await repliesToLastMessage(page))].sort(), [...names].sort());
    assert.deepEqual(errors, []);
    await context.close();
  });
});
