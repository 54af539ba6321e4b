import { apiCall, apiConfirmAge, apiSignup, launchBrowser, uniqueUser } from '../e2e/support';

async function main() {
  const browser = await launchBrowser();
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const user = uniqueUser('shot');
  await apiSignup(context, user);
  await apiConfirmAge(context);
  const character = await apiCall<{ id: string }>(context, 'POST', '/api/characters', {
    name: 'Lena Brook', gender: 'Female', style: 'Realistic', age: 27,
    description: 'Lena is a surf instructor.', greetings: [{ type: 'text', content: 'Hi!' }], visibility: 'private',
  });
  await page.goto(`/generate?tab=video&character=${character.id}`);
  await page.getByTestId('action-grid').waitFor();
  const report = () => page.evaluate(() => {
    const out: string[] = [`scrollWidth=${document.documentElement.scrollWidth}`];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.right > 392 && !el.closest('[data-testid="action-grid"]') && !el.closest('fieldset')) {
        out.push(`${el.tagName}.${(el.getAttribute('class') ?? '').slice(0, 80)} w=${Math.round(r.width)} right=${Math.round(r.right)}`);
      }
    }
    return out.slice(0, 15);
  });
  console.log(await report());
  await page.locator('[data-action-id="dancing"]').tap();
  await page.waitForTimeout(300);
  console.log(await report());
  await browser.close();
}
main();
