import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { REPLY_MS } from './chat-turns';
import {
  apiCall,
  apiCreateCharacter,
  newContext,
  openChatScreen,
  SKIP,
  sharedBrowser,
  signUpThroughScreens,
  trackedPage,
  uniqueUser,
} from './support';

/** The preview backend makes a photo in about 1.5 s and a 5-second video in about 2 s; a busy
 * machine takes longer. */
const MEDIA_MS = Math.max(REPLY_MS, 90_000);

type StateLog = { __videoStates?: string[] };

/** Records every state the video's card shows (its progress card's too), so a quick one is seen. */
function recordVideoStates(): void {
  const log: string[] = [];
  (window as unknown as StateLog).__videoStates = log;
  new MutationObserver(() => {
    for (const card of Array.from(document.querySelectorAll('[data-kind="video"]'))) {
      const job = card.querySelector('[data-testid="job-progress"]')?.getAttribute('data-state');
      const state = `${card.getAttribute('data-state')}${job ? `:${job}` : ''}`;
      if (log.at(-1) !== state) log.push(state);
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-state'],
  });
}

interface StoredMessage {
  role: string;
  data?: { type?: string; result?: { id: string; videoUrl: string | null; mode?: string } };
}

const doneVideo = (page: Page) =>
  page.locator('[data-testid="data-message"][data-kind="video"][data-state="done"]');

/** The video in the chat plays: revealed if it is blurred, started, its frames decoded. */
async function expectPlays(page: Page): Promise<void> {
  const card = doneVideo(page).first();
  await card.waitFor({ timeout: MEDIA_MS });
  if ((await card.getAttribute('data-blurred')) === 'true') {
    await card.getByTestId('reveal-button').click();
  }
  await card.getByTestId('video-play').click();
  await page.waitForFunction(
    () => {
      const video = document.querySelector<HTMLVideoElement>(
        '[data-kind="video"][data-state="done"] video',
      );
      return Boolean(
        video && video.readyState >= 2 && video.videoWidth > 0 && video.currentTime > 0,
      );
    },
    null,
    { timeout: MEDIA_MS },
  );
  const shown = await card.locator('video').evaluate((video: HTMLVideoElement) => ({
    playsInline: video.playsInline,
    width: video.videoWidth,
    height: video.videoHeight,
    error: video.error?.message ?? null,
  }));
  assert.equal(shown.error, null);
  assert.ok(shown.playsInline, 'the video plays inline');
  assert.ok(shown.width > 0 && shown.height > 0, 'the video has frames');
}

describe('videos in the chat', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('photo → Animate → a preset → progress → the video plays inline → reload → it still plays', async () => {
    const context = await newContext(browser());
    await context.addInitScript(recordVideoStates);
    const { page, errors } = await trackedPage(context);
    const user = uniqueUser('video');
    const name = `Mira ${user.username.slice(-4)}`;

    // Sign up and confirm the age through the screens.
    await signUpThroughScreens(page, user);

    // A character and a chat with her.
    const character = await apiCreateCharacter(context, {
      name,
      age: 27,
      description: `${name} is a dancer who teaches salsa by the harbour.`,
      personality: 'warm, playful',
      greeting: 'Hey {{user}}! Shall we dance?',
    });
    const chatId = await openChatScreen(page, character.id);

    // A photo in the chat: "Send a photo" → "As they look".
    await page.getByTestId('send-photo').click();
    await page.getByTestId('photo-look').click();
    const photo = page.locator(
      '[data-testid="data-message"][data-kind="image"][data-state="done"]',
    );
    await photo.waitFor({ timeout: MEDIA_MS });

    // Animate it: the sheet lists her actions with their previews; pick one and start.
    await photo.getByTestId('animate-button').click();
    const sheet = page.getByTestId('animate-sheet');
    await sheet.waitFor();
    const walking = sheet.locator('[data-testid="action-option"][data-action-id="walking"]');
    await walking.waitFor();
    assert.ok(
      (await sheet.locator('[data-action-id="custom-sfw"]').count()) === 1,
      'the custom actions are offered',
    );
    await walking.hover();
    await walking.click();
    assert.equal(await walking.getAttribute('aria-pressed'), 'true');
    await sheet.getByTestId('start-video').click();
    await sheet.waitFor({ state: 'detached' });

    // The video's card is in the chat at once, with its progress, then the video plays in place.
    await page.locator('[data-testid="data-message"][data-kind="video"]').first().waitFor();
    await expectPlays(page);
    const seen = await page.evaluate(() => (window as unknown as StateLog).__videoStates ?? []);
    assert.ok(
      seen.some((s) => s === 'pending:queued' || s === 'pending:running'),
      `the progress card showed the job waiting or running (saw ${seen.join(' → ')})`,
    );
    const chatNow = await apiCall<{ messages: StoredMessage[] }>(
      context,
      'GET',
      `/api/chats/${chatId}`,
    );
    const stored = chatNow.messages.filter((m) => m.role === 'data' && m.data?.type === 'genVideo');
    assert.equal(stored.length, 1, 'the video is stored as a genVideo message');
    assert.equal(stored[0]?.data?.result?.mode, 'image-to-video');
    assert.ok(stored[0]?.data?.result?.videoUrl, 'its result is filled in');

    // After a reload the video is still there, and plays.
    await page.reload();
    await page.getByTestId('chat-title').waitFor();
    await expectPlays(page);
    assert.equal(await page.locator('[data-kind="video"]').count(), 1);

    assert.deepEqual(errors, []);
    await context.close();
  });
});
