import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { balanceReads, costAndBalance, openGeneratorWithPose } from './billing-generation';
import {
  expectHeading,
  expectText,
  newContext,
  SKIP,
  sharedBrowser,
  signUpThroughScreens,
  trackedPage,
  uniqueUser,
} from './support';

describe('billing', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('shows the plans to a visitor and sends them to sign up to buy', async () => {
    const context = await newContext(browser());
    const { page } = await trackedPage(context);
    await page.goto('/upgrade');
    await expectHeading(page, 'Choose your plan');
    const premium = page.getByTestId('plan-premium-monthly');
    await premium.getByText('14 days free').waitFor();
    const href = await premium.getByRole('link', { name: /free trial/ }).getAttribute('href');
    assert.equal(href, '/signup?next=%2Fupgrade');
    await page.getByRole('button', { name: /Yearly/ }).click();
    await page.getByTestId('plan-premium-yearly').waitFor();
    await context.close();
  });

  it('subscribes to Premium with the trial, then cancels at period end and resumes', async () => {
    const context = await newContext(browser());
    const { page, errors } = await trackedPage(context);
    await signUpThroughScreens(page, uniqueUser('bill'));

    await page.goto('/upgrade');
    await expectHeading(page, 'Choose your plan');
    await page.getByTestId('plan-free').getByText('Your plan').waitFor();
    await page.getByTestId('buy-premium-monthly').click();

    await expectHeading(page, 'Checkout');
    await page.getByTestId('checkout-summary').getByText('14 days free').waitFor();
    await page.getByTestId('checkout-pay').click();

    await page.waitForURL(/\/billing\/fake-checkout\//);
    await page.fill('#card', '4242 4242 4242 4242');
    await page.getByRole('button', { name: /Start free trial/ }).click();

    await page.waitForURL(/\/checkout\/success\?checkout=/);
    await page.getByTestId('checkout-complete').waitFor();
    await expectText(page, "You're in");
    await expectText(page, 'Unlimited chat messages');
    await page.getByTestId('checkout-balance').waitFor();
    await page.getByTestId('credits-indicator').getByText('Premium').waitFor();

    await page.goto('/profile/account');
    const plan = page.getByTestId('billing-plan');
    await plan.getByText('Premium', { exact: true }).waitFor();
    assert.equal(await plan.getByTestId('subscription-status').textContent(), 'Trial');
    await plan
      .getByTestId('renewal-line')
      .getByText(/Renews on /)
      .waitFor();
    await plan.getByText(/Free trial until /).waitFor();

    await plan.getByTestId('cancel-plan').click();
    const dialog = page.getByTestId('cancel-dialog');
    await dialog.getByText(/You keep everything in Premium until /).waitFor();
    await dialog.getByTestId('confirm-cancel').click();
    await plan
      .getByTestId('renewal-line')
      .getByText(/Ends on /)
      .waitFor();
    await plan.getByTestId('resume-plan').click();
    await plan
      .getByTestId('renewal-line')
      .getByText(/Renews on /)
      .waitFor();
    await plan.getByTestId('cancel-plan').waitFor();

    // The provider's own test page has no favicon.ico (a server-rendered page, not this app's).
    assert.deepEqual(
      errors.filter((e) => !e.includes('/billing/fake-checkout/')),
      [],
    );
    await context.close();
  });

  it("shows a generation's cost before it starts and takes it from the balance", async () => {
    const context = await newContext(browser());
    const { page, errors } = await trackedPage(context);
    const user = uniqueUser('cost');
    await signUpThroughScreens(page, user);
    await openGeneratorWithPose(page, `Vera ${user.username.slice(-4)}`);

    const before = await costAndBalance(page);
    assert.ok(before.cost > 0, 'a generation costs credits');
    assert.match((await page.getByTestId('generate-button').textContent()) ?? '', /credits?/);
    await page.getByTestId('generate-button').click();
    await page
      .getByTestId('generation')
      .getByRole('link', { name: 'Open set' })
      .waitFor({ timeout: 30_000 });
    await balanceReads(page, before.balance - before.cost);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
