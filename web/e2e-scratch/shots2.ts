import { apiCall, apiConfirmAge, apiSignup, launchBrowser, uniqueUser } from '../e2e/support';

const OUT = process.env.SHOTS ?? '/tmp/vshots';
const WAIT = 90_000;

async function main() {
  const browser = await launchBrowser();
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
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
  await page.getByTestId('action-grid').scrollIntoViewIfNeeded();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/p-gen.png` });
  await page.screenshot({ path: `${OUT}/p-gen-full.png`, fullPage: true });
  await page.locator('[data-action-id="dancing"]').tap();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${OUT}/p-gen-tapped.png` });
  await page.getByTestId('generate-video').tap();
  await page.getByTestId('job-progress').first().waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}/p-gen-progress.png` });
  await page.locator('[data-testid="video-generation"][data-state="done"]').waitFor({ timeout: WAIT });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/p-gen-done.png` });
  await page.getByTestId('video-edit').first().tap();
  await page.getByTestId('edit-dialog').waitFor();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${OUT}/p-edit-dialog.png` });
  await page.locator('[data-edit-id="vhs-style"]').tap();
  await page.getByTestId('apply-video-edit').tap();
  await page.getByTestId('edit-dialog').waitFor({ state: 'detached' });
  await page.locator('[data-testid="video-generation"][data-state="done"]').nth(1).waitFor({ timeout: WAIT });
  // Start from one of my images (the still made for the first video).
  await page.goto(`/generate?tab=video&character=${character.id}`);
  await page.getByTestId('start-options').getByRole('radio', { name: 'One of my images' }).tap();
  await page.getByTestId('start-image-picker').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${OUT}/p-start-picker.png` });
  await page.getByTestId('start-image-option').first().tap();
  await page.waitForTimeout(400);
  await page.getByTestId('start-options').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/p-start-picked.png` });
  // The newest video (the edit) page, and the first job's photos page.
  const jobs = await apiCall<{ items: { id: string; jobId: string; kind: string; source: string }[] }>(
    context,
    'GET',
    '/api/images?source=videos',
  );
  const edited = jobs.items.find((m) => m.source === 'edit-video');
  const first = jobs.items.find((m) => m.source === 'image-to-video');
  await page.goto(`/image/${edited?.id}`);
  await page.getByTestId('video-player').waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/p-video-edited-full.png`, fullPage: true });
  await page.goto(`/photos/${first?.jobId}`);
  await page.getByTestId('photo-set').waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/p-photos-full.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/photos/${first?.jobId}`);
  await page.getByTestId('photo-set').waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/d-photos.png` });
  await page.goto(`/image/${edited?.id}`);
  await page.getByTestId('video-player').waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/d-video-edited.png` });
  await page.getByTestId('video-edit').first().click();
  await page.getByTestId('edit-dialog').waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/d-edit-dialog.png` });
  await page.keyboard.press('Escape');
  await page.goto(`/generate?tab=video&character=${character.id}`);
  await page.getByRole('button', { name: 'NSFW', exact: true }).click();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${OUT}/d-nsfw-filter.png` });
  await page.locator('[data-action-id="topless-reveal"]').click();
  await page.getByTestId('generate-video').click();
  await page.locator('[data-testid="video-generation"][data-state="done"]').waitFor({ timeout: WAIT });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/d-nsfw-done.png` });
  await browser.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
