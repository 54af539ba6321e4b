import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { completeTurn, REPLY_MS, recordStatuses } from './chat-turns';
import {
  apiCall,
  apiCreateCharacter,
  type JobLog,
  newContext,
  openChatScreen,
  recordJobStates,
  SKIP,
  sharedBrowser,
  signUpThroughScreens,
  trackedPage,
  uniqueUser,
} from './support';

/** The preview backend makes an image in about 1.5 s; a busy machine takes longer. */
const IMAGE_MS = Math.max(REPLY_MS, 60_000);

interface StoredMessage {
  role: string;
  data?: { type?: string; result?: { id: string; shouldBlur: boolean; imageUrl: string | null } };
}

async function storedPhotos(page: Page, chatId: string) {
  const chat = await apiCall<{ messages: StoredMessage[] }>(
    page.context(),
    'GET',
    `/api/chats/${chatId}`,
  );
  return chat.messages.filter((m) => m.role === 'data' && m.data?.type === 'genImage');
}

const photos = (page: Page) => page.locator('[data-testid="data-message"]');

describe('photos in the chat', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('ask → progress → photo (blurred when NSFW) → reload → edit → before/after divider', async () => {
    const context = await newContext(browser());
    await context.addInitScript(recordStatuses);
    await context.addInitScript(recordJobStates);
    const { page, errors } = await trackedPage(context);
    const user = uniqueUser('photo');
    const name = `Lena ${user.username.slice(-4)}`;

    // Sign up and confirm the age through the screens.
    await signUpThroughScreens(page, user);

    // A character and a chat with her.
    const character = await apiCreateCharacter(context, {
      name,
      age: 28,
      description: `${name} is a cheerful surf instructor who loves the sea.`,
      personality: 'sunny, teasing',
      greeting: 'Hi {{user}}! Ready for the waves?',
    });
    const chatId = await openChatScreen(page, character.id);

    // A message that asks for a photo: its progress card shows a place in line or progress at once.
    await page.getByTestId('chat-input').fill('send me a pic of you at the beach');
    await completeTurn(page, () => page.getByTestId('send-button').click());
    await photos(page).first().waitFor();
    await page
      .locator('[data-testid="data-message"][data-state="done"]')
      .first()
      .waitFor({ timeout: IMAGE_MS });
    const seen = await page.evaluate(() => (window as unknown as JobLog).__jobStates ?? []);
    assert.ok(
      seen.includes('queued') || seen.includes('running'),
      `the progress card showed the job waiting or running (saw ${seen.join(' → ')})`,
    );
    const [beach] = await storedPhotos(page, chatId);
    assert.ok(beach?.data?.result, 'the photo is stored as a genImage message');
    const beachCard = photos(page).first();
    assert.equal(
      await beachCard.getAttribute('data-blurred'),
      beach.data.result.shouldBlur ? 'true' : 'false',
      'the beach photo is blurred exactly when it should be',
    );

    // "Send a photo" → "A pose…" → an NSFW pose: the photo arrives blurred, behind "Tap to reveal".
    await page.getByTestId('send-photo').click();
    await page.getByTestId('photo-pose').click();
    const sheet = page.getByTestId('pose-sheet');
    await sheet.waitFor();
    await sheet.locator('[data-testid="pose-option"][data-pose-id="nude-bed"]').click();
    await sheet.waitFor({ state: 'detached' });
    await photos(page).nth(1).waitFor();
    await page
      .locator('[data-testid="data-message"][data-state="done"]')
      .nth(1)
      .waitFor({ timeout: IMAGE_MS });
    const nude = photos(page).nth(1);
    assert.equal(await nude.getAttribute('data-blurred'), 'true');
    await nude.getByText('Tap to reveal').waitFor();

    // After a reload both photos are still there, the NSFW one still blurred.
    await page.reload();
    await page.locator('[data-testid="data-message"][data-state="done"]').nth(1).waitFor();
    assert.equal(await photos(page).count(), 2);
    assert.equal(await photos(page).nth(1).getAttribute('data-blurred'), 'true');
    const stored = await storedPhotos(page, chatId);
    assert.equal(stored.length, 2);
    assert.ok(
      stored.every((m) => m.data?.result?.imageUrl),
      'both results are stored',
    );

    // Open the beach photo, then its editor: a style, the result, and a divider to drag.
    const first = photos(page).first();
    if ((await first.getAttribute('data-blurred')) === 'true') {
      await first.getByTestId('reveal-button').click();
    }
    await first.getByRole('link').click();
    await page.waitForURL(/\/image\/[0-9a-f-]{36}$/);
    await page.getByTestId('edit-link').click();
    await page.waitForURL(/\/edit\/[0-9a-f-]{36}/);
    await page.locator('[data-testid="style-option"][data-style-id="anime-style"]').click();
    await page.getByTestId('apply-edit').click();
    const slider = page.getByRole('slider', { name: 'Before and after divider' });
    await slider.waitFor({ timeout: IMAGE_MS });
    assert.equal(await slider.getAttribute('aria-valuenow'), '50');
    const box = await page.getByTestId('before-after').boundingBox();
    assert.ok(box, 'the comparison is on screen');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    const moved = Number(await slider.getAttribute('aria-valuenow'));
    assert.ok(moved < 30, `the divider followed the drag (now ${moved})`);
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(Number(await slider.getAttribute('aria-valuenow')), moved + 2);

    assert.deepEqual(errors, []);
    await context.close();
  });
});
