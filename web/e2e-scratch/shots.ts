import type { Browser, Page } from 'playwright-core';
import { apiCall, apiConfirmAge, apiSignup, launchBrowser, uniqueUser } from '../e2e/support';

const OUT = process.env.SHOTS ?? '/tmp/vshots';
const BASE = process.env.E2E_BASE_URL as string;

async function setup(browser: Browser, phone: boolean) {
  const context = await browser.newContext({
    baseURL: BASE,
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    isMobile: phone,
    hasTouch: phone,
    deviceScaleFactor: phone ? 2 : 1,
  });
  context.setDefaultTimeout(60_000);
  const user = uniqueUser('shot');
  await apiSignup(context, user);
  await apiConfirmAge(context);
  const character = await apiCall<{ id: string }>(context, 'POST', '/api/characters', {
    name: 'Mira',
    gender: 'Female',
    style: 'Realistic',
    age: 27,
    description: 'Mira is a dancer who teaches salsa by the harbour.',
    personality: 'warm, playful',
    greetings: [{ type: 'text', content: 'Hey {{user}}! *twirls* Shall we dance tonight?' }],
    visibility: 'private',
  });
  const chat = await apiCall<{ id: string }>(context, 'POST', '/api/chats', {
    characterIds: [character.id],
  });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') console.log('console error:', m.text());
  });
  await page.goto(`/chat/${chat.id}`);
  await page.getByTestId('chat-title').waitFor();
  return { page, chatId: chat.id };
}

async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${OUT}/${name}.png` });
  console.log('shot', name);
}

async function run(browser: Browser, phone: boolean) {
  const tag = phone ? 'phone' : 'desktop';
  const { page } = await setup(browser, phone);
  await page.getByTestId('send-photo').click();
  await page.getByTestId('photo-look').click();
  const photo = page.locator('[data-kind="image"][data-state="done"]');
  await photo.waitFor();
  await shot(page, `${tag}-1-photo`);
  await photo.getByTestId('animate-button').click();
  const sheet = page.getByTestId('animate-sheet');
  await sheet.waitFor();
  await page.waitForTimeout(1200);
  await shot(page, `${tag}-2-animate-sheet`);
  await sheet.locator('[data-action-id="custom-sfw"]').click();
  await shot(page, `${tag}-3-animate-custom`);
  await sheet.locator('[data-action-id="dancing"]').click();
  await shot(page, `${tag}-4-animate-picked`);
  await sheet.locator('[data-testid="duration-picker"] button').nth(2).click();
  await sheet.getByTestId('start-video').click();
  await sheet.waitFor({ state: 'detached' });
  await page.locator('[data-kind="video"] [data-testid="job-progress"]').waitFor();
  await page.screenshot({ path: `${OUT}/${tag}-5-pending.png` });
  const done = page.locator('[data-kind="video"][data-state="done"]');
  await done.waitFor();
  await shot(page, `${tag}-6-video-done`);
  if ((await done.getAttribute('data-blurred')) === 'true') await done.getByTestId('reveal-button').click();
  await done.getByTestId('video-play').click();
  await page.waitForTimeout(1500);
  await shot(page, `${tag}-7-video-playing`);
  await done.getByTestId('say-it-button').click();
  await page.getByTestId('say-it-dialog').waitFor();
  await page.waitForTimeout(500);
  await shot(page, `${tag}-8-say-it`);
  await page.getByTestId('say-it-text').fill('');
  await page.getByTestId('say-it-text').fill('*smiles* ' + 'word '.repeat(60));
  await page.getByTestId('start-video').click();
  await page.getByTestId('video-request-error').waitFor().catch(() => undefined);
  await shot(page, `${tag}-9-say-it-error`);
  await page.keyboard.press('Escape');
  await done.getByTestId('extend-button').click();
  await page.getByTestId('extend-dialog').waitFor();
  await shot(page, `${tag}-10-extend`);
  await page.getByTestId('start-video').click();
  const cancel = page.locator('[data-kind="video"][data-state="pending"] [data-testid="job-cancel"]');
  await cancel.click();
  await page.locator('[data-kind="video"][data-state="failed"]').waitFor();
  await shot(page, `${tag}-11-canceled`);
  await page.context().close();
}

const browser = await launchBrowser();
try {
  await run(browser, false);
  await run(browser, true);
} finally {
  await browser.close();
}
