/** Issue 8, a chat screen like an app: the layout of a long chat on desktop and phone, and stop,
 * Reply and Continue against the real server and its real (small) model. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { openChat, seedMessages, signedInContext, startBlocker } from './chat-setup';
import {
  completeTurn,
  expectReplyWords,
  lastReply,
  REPLY_MS,
  recordStatuses,
  waitForStatus,
} from './chat-turns';
import { SKIP, sharedBrowser, trackedPage } from './support';

/** The composer sits at the bottom of the viewport, the latest message is in view, and the page
 * itself does not scroll (no footer, nothing under the composer). */
async function checkAppLayout(page: Page, label: string): Promise<void> {
  // No named helpers inside: the test runner's compiler would wrap them in a function the page lacks.
  const layout = await page.evaluate(() => {
    const [composer, header, scroller] = ['chat-composer', 'chat-title', 'message-scroller'].map(
      (testId) => document.querySelector(`[data-testid="${testId}"]`)?.getBoundingClientRect(),
    );
    const messages = document.querySelectorAll('[data-testid="message"]');
    return {
      viewport: window.innerHeight,
      pageScrolls: document.documentElement.scrollHeight > window.innerHeight + 1,
      footer: document.querySelector('footer') !== null,
      composer,
      header,
      last: messages[messages.length - 1]?.getBoundingClientRect(),
      scroller,
    };
  });
  assert.ok(layout.composer && layout.last && layout.scroller && layout.header, label);
  assert.equal(layout.footer, false, `${label}: no site footer under the chat`);
  assert.equal(layout.pageScrolls, false, `${label}: the page itself does not scroll`);
  assert.ok(layout.composer.bottom <= layout.viewport, `${label}: the composer is on screen`);
  assert.ok(
    layout.viewport - layout.composer.bottom < 48,
    `${label}: the composer is at the bottom (${layout.composer.bottom} of ${layout.viewport})`,
  );
  assert.ok(layout.header.top >= 0, `${label}: the chat header is on screen`);
  assert.ok(
    layout.last.bottom <= layout.scroller.bottom + 1 && layout.last.bottom > layout.scroller.top,
    `${label}: the latest message is in view`,
  );
}

describe('chat screen', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('a 60-message chat opens at the latest message with the composer at the bottom, desktop and phone', async () => {
    const { context, characters } = await signedInContext(browser(), ['Mira']);
    const chatId = await openChatWithHistory(context, characters[0] ?? '');
    const { page, errors } = await trackedPage(context);
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`/chat/${chatId}`);
      await page.getByTestId('chat-input').waitFor();
      await checkAppLayout(page, `${width}px`);
      // Scrolled up, the chat offers the way back.
      await page.getByTestId('message-scroller').evaluate((el) => {
        el.scrollTop = 0;
      });
      await page.getByTestId('jump-to-latest').click();
      await page.getByTestId('jump-to-latest').waitFor({ state: 'detached' });
      await page.waitForFunction(() => {
        const el = document.querySelector('[data-testid="message-scroller"]');
        return el !== null && el.scrollHeight - el.scrollTop - el.clientHeight < 2;
      });
      await checkAppLayout(page, `${width}px after Jump to latest`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('stop before the first token leaves no empty bubble and offers Reply, also after a reload', async () => {
    const { context, characters } = await signedInContext(browser(), ['Mira']);
    await context.addInitScript(recordStatuses);
    const character = characters[0] ?? '';
    const chatId = await openChat(context, [character]);
    const { page, errors } = await trackedPage(context);
    await page.goto(`/chat/${chatId}`);
    await page.getByTestId('chat-input').waitFor();
    // The embedded model answers one request at a time: while it writes a long reply elsewhere, this
    // turn's model request waits in its queue, so Stop lands before its first token, every time.
    const blocker = await startBlocker(page, [
      await openChat(context, [character]),
      await openChat(context, [character]),
    ]);
    await page.getByTestId('chat-input').fill('Are you still there?');
    await page.getByTestId('send-button').click();
    await waitForStoredUserMessage(context, chatId, 'Are you still there?');
    await page.getByTestId('stop-button').click();
    await waitForStatus(page, 'ready');
    await blocker.stop();

    const expectUnanswered = async (when: string) => {
      const last = page.locator('[data-testid="message"]').last();
      assert.equal(
        await last.getAttribute('data-role'),
        'user',
        `${when}: the last message is mine`,
      );
      await last.getByTestId('reply-button').waitFor();
      const bubbles = await page.getByTestId('message-bubble').allInnerTexts();
      assert.ok(
        bubbles.every((text) => text.trim() !== ''),
        `${when}: no empty bubble`,
      );
    };
    await expectUnanswered('after the stop');
    await page.reload();
    await page.getByTestId('chat-input').waitFor();
    await expectUnanswered('after a reload');

    // Reply answers the message (it is not sent again).
    await completeTurn(page, () =>
      page.locator('[data-testid="message"]').last().getByTestId('reply-button').click(),
    );
    await expectReplyWords(page);
    assert.equal(await page.locator('[data-testid="message"][data-role="user"]').count(), 1);
    assert.equal(await page.getByTestId('reply-button').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('Continue extends a stopped reply, stored as the same message', async () => {
    const { context, characters } = await signedInContext(browser(), ['Mira']);
    await context.addInitScript(recordStatuses);
    const chatId = await openChat(context, [characters[0] ?? '']);
    const partial = '*She leans closer and lowers her voice.* The secret of this bar is';
    await seedMessages(context, chatId, [
      { role: 'user', content: 'What is the secret of this bar?' },
      { role: 'assistant', content: partial, stopped: true },
    ]);
    const { page, errors } = await trackedPage(context);
    await page.goto(`/chat/${chatId}`);
    await lastReply(page).getByTestId('message-stopped').waitFor();
    const id = await lastReply(page).getAttribute('data-message-id');
    await completeTurn(page, () => lastReply(page).getByTestId('stopped-continue').click());
    await page.waitForFunction(
      ([messageId, before]) => {
        const node = document.querySelector(
          `[data-message-id="${messageId}"] [data-testid="message-content"]`,
        );
        return (node?.textContent ?? '').length > (before ?? '').length;
      },
      [id, 'She leans closer and lowers her voice. The secret of this bar is'],
      { timeout: REPLY_MS },
    );
    const text = await lastReply(page).getByTestId('message-content').innerText();
    assert.ok(
      text.startsWith('She leans closer and lowers her voice. The secret of this bar is'),
      text,
    );
    assert.equal(
      await lastReply(page).getAttribute('data-message-id'),
      id,
      'the same message grew',
    );
    assert.equal(await page.locator('[data-testid="message"][data-role="assistant"]').count(), 2);
    // Stored so: a reload shows the longer reply.
    await page.reload();
    const stored = await lastReply(page).getByTestId('message-content').innerText();
    // Compared without emphasis marks: an asterisk the model left open shows as typed while it
    // streams and as italics once the whole reply is rendered (seen once in CI); the words must match.
    const words = (shown: string): string => shown.replace(/[*_]/g, '').replace(/\s+/g, ' ').trim();
    assert.equal(words(stored), words(text));
    assert.deepEqual(errors, []);
    await context.close();
  });
});

async function openChatWithHistory(context: BrowserContext, character: string): Promise<string> {
  const chatId = await openChat(context, [character]);
  const messages = [];
  for (let turn = 1; turn <= 30; turn += 1) {
    messages.push({
      role: 'user' as const,
      content: `Message ${turn}: *sips the drink* tell me more.`,
    });
    messages.push({
      role: 'assistant' as const,
      content: `Reply ${turn}: *She smiles.* The band played until dawn.\n\nThe rain kept falling outside.`,
    });
  }
  await seedMessages(context, chatId, messages);
  return chatId;
}

async function waitForStoredUserMessage(context: BrowserContext, chatId: string, text: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await context.request.get(`/api/chats/${chatId}`);
    const chat = (await response.json()) as { messages: { role: string; content: string }[] };
    if (chat.messages.some((m) => m.role === 'user' && m.content === text)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the user message was never stored');
}
