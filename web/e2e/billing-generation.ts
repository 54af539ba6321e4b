import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { apiCreateCharacter } from './support';

/** Credits shown under the Generate button: the cost and the balance, as numbers. */
export async function costAndBalance(page: Page): Promise<{ cost: number; balance: number }> {
  const line = page.getByTestId('credit-cost');
  await line.getByText(/Costs \d+ credits? · balance/).waitFor();
  const text = (await line.textContent()) ?? '';
  const match = /Costs ([\d,]+) credits? · balance ([\d,]+)/.exec(text);
  assert.ok(match, `cost line: ${text}`);
  const number = (s: string | undefined) => Number((s ?? '').replaceAll(',', ''));
  return { cost: number(match[1]), balance: number(match[2]) };
}

/** A new character of the signed-in user, open on /generate with its first pose picked. */
export async function openGeneratorWithPose(page: Page, name: string): Promise<void> {
  const character = await apiCreateCharacter(page.context(), {
    name,
    age: 27,
    description: `${name} is a photographer who loves long walks in the city.`,
    personality: 'calm, curious',
    greeting: 'Hi {{user}}!',
  });
  await page.goto(`/generate?character=${character.id}`);
  await page.getByTestId('pose-option').first().click();
}

/** The balance under the Generate button, once it reads `expected`. */
export async function balanceReads(page: Page, expected: number): Promise<void> {
  await page.waitForFunction(
    (want) =>
      document
        .querySelector('[data-testid="credit-balance-inline"]')
        ?.textContent?.replaceAll(',', '') === String(want),
    expected,
  );
}
