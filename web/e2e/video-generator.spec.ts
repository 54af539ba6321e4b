import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  apiCreateCharacter,
  type JobLog,
  newContext,
  recordJobStates,
  SKIP,
  sharedBrowser,
  signUpThroughScreens,
  TIMEOUT_MS,
  trackedPage,
  uniqueUser,
} from './support';

/** The refused prompt's answer is logged by the browser; nothing else may be. */
const EXPECTED = [/status of 422/];

/** The preview backend makes a 5-second video in about 2 s plus the still; a busy machine is slower. */
const VIDEO_MS = Math.max(TIMEOUT_MS, 90_000);

const ratings = (page: Page) =>
  page
    .locator('[data-testid="action-option"]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-rating')));

/** A <video> inside `selector` that has decoded its first frame (readyState ≥ 2, a width). */
async function waitForPlayableVideo(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (sel) => {
      const video = document.querySelector<HTMLVideoElement>(`${sel} video`);
      return Boolean(video && video.readyState >= 2 && video.videoWidth > 0);
    },
    selector,
    { timeout: VIDEO_MS },
  );
}

describe('video generator (spec 1 Video generation, spec 2 /generate)', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('filter presets → generate → progress → the video plays → in the gallery → its page', async () => {
    const context = await newContext(browser());
    await context.addInitScript(recordJobStates);
    const { page, errors } = await trackedPage(context);
    const user = uniqueUser('video');
    const name = `Mara ${user.username.slice(-4)}`;

    // Sign up and confirm the age through the screens.
    await signUpThroughScreens(page, user);

    const character = await apiCreateCharacter(context, {
      name,
      age: 29,
      description: `${name} is a dancer who loves the city at night.`,
      personality: 'warm, playful',
      greeting: 'Hi {{user}}!',
    });

    // /generate → Video: the action presets of her gender, every rating to begin with.
    await page.goto(`/generate?character=${character.id}`);
    await page.getByRole('tab', { name: 'Video' }).click();
    await page.waitForURL(/tab=video/);
    const picker = page.getByTestId('action-picker');
    await picker.locator('[data-action-id="walking"]').waitFor();
    const all = await ratings(page);
    assert.ok(
      all.includes('NSFW') && all.includes('Suggestive'),
      'every rating is listed at first',
    );

    // The SFW filter leaves only SFW presets.
    await picker.getByRole('button', { name: 'SFW', exact: true }).click();
    await page.waitForFunction(
      () =>
        !document.querySelector('[data-testid="action-option"]:not([data-rating="SFW"])') &&
        document.querySelectorAll('[data-testid="action-option"]').length > 0,
    );
    const sfw = await ratings(page);
    assert.ok(sfw.length >= 3 && sfw.length < all.length, `a few SFW presets (${sfw.length})`);
    assert.ok(sfw.every((r) => r === 'SFW'));

    // A custom action opens its prompt box: required, and the server's refusal shows beside it.
    await picker.locator('[data-action-id="custom-sfw"]').click();
    const prompt = page.getByTestId('video-prompt');
    assert.equal(await prompt.getAttribute('required'), '');
    assert.equal(await page.getByTestId('generate-video').isDisabled(), true);
    await prompt.fill('she waves at the camera, make her 15');
    await page.getByTestId('generate-video').click();
    await page
      .locator('#video-prompt-note[role="alert"]')
      .getByText(/was not saved/)
      .waitFor();
    await prompt.fill('');

    // A preset: generate, the progress card, then the video playing with its follow-ups.
    await picker.locator('[data-action-id="walking"]').click();
    await page.getByTestId('generate-video').click();
    await page.getByTestId('video-generation').first().waitFor();
    const done = '[data-testid="video-generation"][data-state="done"]';
    await page.locator(done).first().waitFor({ timeout: VIDEO_MS });
    const seen = await page.evaluate(() => (window as unknown as JobLog).__jobStates ?? []);
    assert.ok(
      seen.includes('queued') || seen.includes('running'),
      `the progress card showed the job waiting or running (saw ${seen.join(' → ')})`,
    );
    await waitForPlayableVideo(page, done);
    for (const action of ['extend', 'edit', 'enhance', 'voice']) {
      await page.locator(done).getByTestId(`video-${action}`).waitFor();
    }
    assert.match(page.url(), /[?&]video=[0-9a-f-]{36}/, 'the address names the video job');

    // The secret gallery's Videos filter shows it; it opens the video page.
    await page.goto('/secret-gallery');
    await page.getByTestId('gallery-filters').getByRole('button', { name: 'Videos' }).click();
    await page.waitForURL(/source=videos/);
    const tile = page
      .getByTestId('gallery-grid')
      .getByRole('link', { name: `${name} video, 0:05` });
    await tile.waitFor();
    assert.equal(await page.getByTestId('video-mark').count(), 1, 'only the video is listed');
    await tile.click();
    await page.waitForURL(/\/image\/[0-9a-f-]{36}$/);
    await page.getByTestId('video-character').getByText(name).waitFor();
    await waitForPlayableVideo(page, '[data-testid="video-player"]');
    await page.getByTestId('chain-link').getByText('Made from image').waitFor();

    // The still it was made from is a picture of hers: "Make a video" starts the next one from it.
    await page.getByTestId('chain-link').click();
    await page.getByTestId('make-video-link').click();
    await page.waitForURL(/tab=video.*start=|start=.*tab=video/);
    await page.getByText('The video starts from this picture.').waitFor();
    assert.equal(
      await page.getByRole('radio', { name: 'One of my images' }).getAttribute('aria-checked'),
      'true',
    );

    assert.deepEqual(
      errors.filter((e) => !EXPECTED.some((re) => re.test(e))),
      [],
    );
    await context.close();
  });
});
