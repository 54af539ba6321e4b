import { apiCall, apiConfirmAge, apiSignup, launchBrowser, uniqueUser } from '../e2e/support';

const OUT = process.env.SHOTS ?? '/tmp/shots';
const WAIT = 90_000;

async function main() {
  const browser = await launchBrowser();
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
  });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  const user = uniqueUser('shot');
  await apiSignup(context, user);
  await apiConfirmAge(context);
  const character = await apiCall<{ id: string }>(context, 'POST', '/api/characters', {
    name: 'Lena Brook',
    gender: 'Female',
    style: 'Realistic',
    age: 27,
    description: 'Lena is a cheerful surf instructor who loves the sea.',
    personality: 'sunny',
    greetings: [{ type: 'text', content: 'Hi!' }],
    visibility: 'private',
  });
  await page.goto(`/generate?tab=video&character=${character.id}`);
  await page.getByTestId('action-grid').waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/gen-desktop.png` });
  await page.screenshot({ path: `${OUT}/gen-desktop-full.png`, fullPage: true });
  await page.getByRole('button', { name: 'SFW', exact: true }).click();
  await page.locator('[data-action-id="walking"]').hover();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${OUT}/gen-desktop-sfw.png` });
  await page.locator('[data-action-id="walking"]').click();
  await page.getByTestId('generate-video').click();
  await page.getByTestId('job-progress').first().waitFor();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${OUT}/gen-desktop-progress.png` });
  await page.locator('[data-testid="video-generation"][data-state="done"]').waitFor({ timeout: WAIT });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/gen-desktop-done.png` });
  await page.getByTestId('video-edit').first().click();
  await page.getByTestId('edit-dialog').waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/edit-dialog-desktop.png` });
  await page.keyboard.press('Escape');
  await page.getByTestId('video-voice').first().click();
  await page.getByTestId('voice-dialog').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}/voice-dialog-desktop.png` });
  await page.getByTestId('speech-text').fill('Hey you, come surf with me!');
  await page.getByTestId('apply-voice').click();
  await page.getByTestId('voice-dialog').waitFor({ state: 'detached' });
  await page.locator('[data-testid="video-generation"][data-state="done"]').nth(1).waitFor({ timeout: WAIT });
  const href = await page.getByTestId('open-video').last().getAttribute('href');
  await page.goto(href ?? '/');
  await page.getByTestId('video-player').waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/video-page-desktop.png` });
  const voiced = await page.getByTestId('open-video').count();
  console.log('voiced page ok', voiced);
  const latest = await page.url();
  await page.goto('/secret-gallery?source=videos');
  await page.getByTestId('gallery-grid').waitFor();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${OUT}/gallery-desktop.png` });
  await page.goto('/secret-gallery');
  await page.getByTestId('gallery-grid').waitFor();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${OUT}/gallery-all-desktop.png` });

  // Phone
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/generate?tab=video&character=${character.id}`);
  await page.getByTestId('action-grid').waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/gen-phone.png` });
  await page.screenshot({ path: `${OUT}/gen-phone-full.png`, fullPage: true });
  await page.goto(latest);
  await page.getByTestId('video-player').waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/video-page-phone.png` });
  await page.screenshot({ path: `${OUT}/video-page-phone-full.png`, fullPage: true });
  await page.goto('/secret-gallery?source=videos');
  await page.getByTestId('gallery-grid').waitFor();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${OUT}/gallery-phone.png` });
  await browser.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
