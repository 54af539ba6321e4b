/** Driving a chat turn in the browser against the real server and its real (small) model. */
import type { Locator, Page } from 'playwright-core';
import { TIMEOUT_MS } from './support';

/** Replies come from a real (small) local model: allow it time. */
export const REPLY_MS = Math.max(TIMEOUT_MS, 60_000);

export const lastReply = (page: Page): Locator =>
  page.locator('[data-testid="message"][data-role="assistant"]').last();

export async function waitForStatus(page: Page, status: string, timeout = REPLY_MS): Promise<void> {
  await page
    .locator(`[data-testid="chat-status"][data-status="${status}"]`)
    .waitFor({ state: 'attached', timeout });
}

type StatusLog = { __chatStatuses?: string[] };

/**
 * Records every status the chat shows, so a turn that is over before the test looks (a short reply
 * from the tiny model) is seen as over, not as a turn that never started.
 */
export function recordStatuses(): void {
  const log: string[] = [];
  (window as unknown as StatusLog).__chatStatuses = log;
  new MutationObserver(() => {
    const status = document
      .querySelector('[data-testid="chat-status"]')
      ?.getAttribute('data-status');
    if (status && log.at(-1) !== status) log.push(status);
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-status'],
  });
}

/** Starts a turn with `act` and waits until its reply streams ('streaming') or is already over ('ended'). */
export async function startTurn(
  page: Page,
  start: () => Promise<void>,
): Promise<'streaming' | 'ended'> {
  let act = start;
  for (let retries = 0; ; retries += 1) {
    await page.evaluate(() => {
      (window as unknown as StatusLog).__chatStatuses?.splice(0);
    });
    await act();
    const state = await page
      .waitForFunction(
        () => {
          const status = document
            .querySelector('[data-testid="chat-status"]')
            ?.getAttribute('data-status');
          const seen = (window as unknown as StatusLog).__chatStatuses ?? [];
          if (status === 'streaming' || status === 'error') return status;
          return status === 'ready' && seen.includes('submitted') ? 'ended' : false;
        },
        undefined,
        { timeout: REPLY_MS },
      )
      .catch(async (error: Error) => {
        const seen = await page.evaluate(() => (window as unknown as StatusLog).__chatStatuses);
        throw new Error(
          `the turn neither streamed nor ended (statuses: ${seen?.join(' → ')}): ${error.message}`,
        );
      });
    const value = (await state.jsonValue()) as 'streaming' | 'ended' | 'error';
    if (value !== 'error') return value;
    const message = await page.getByTestId('chat-error').innerText();
    // The tiny local model sometimes ends at once; the product answers that with Retry, and so does the test.
    if (!message.includes('empty reply') || retries >= 2)
      throw new Error(`the turn failed: ${message}`);
    act = () => page.getByTestId('retry-button').click();
  }
}

/** A whole turn: started by `act`, then finished. */
export async function completeTurn(page: Page, act: () => Promise<void>): Promise<void> {
  await startTurn(page, act);
  await waitForStatus(page, 'ready');
}

/** Waits for the last reply's words; when they do not show, says what the reply shows instead (a
 * moderation label, an empty bubble), so a failure names its cause. */
export async function expectReplyWords(page: Page): Promise<void> {
  const reply = lastReply(page);
  await reply
    .getByTestId('message-content')
    .waitFor()
    .catch(async (error: Error) => {
      const shown = (await reply.count()) ? await reply.innerText() : '(no reply)';
      throw new Error(
        `the reply shows no words, it shows: ${JSON.stringify(shown)}: ${error.message}`,
      );
    });
}

export async function replyText(page: Page): Promise<string> {
  return (await lastReply(page).getByTestId('message-content').innerText()).trim();
}
