import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apiConfirmAge,
  apiSignup,
  expectHeading,
  expectText,
  newContext,
  SKIP,
  sharedBrowser,
  trackedPage,
  uniqueUser,
} from './support';

/** The browser logs failed requests; these tests cause two on purpose. */
const EXPECTED = [/status of 400/, /status of 422/];

describe('characters, directory and personas', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('import (bad file, then a card) → edit → publish → directory → personas', async () => {
    const context = await newContext(browser());
    const user = uniqueUser('chars');
    await apiSignup(context, user);
    await apiConfirmAge(context);
    const { page, errors } = await trackedPage(context);
    const name = `Selene ${user.username.slice(-4)}`;

    await page.goto('/character-import');
    await expectHeading(page, 'Import a character');
    await page.setInputFiles('#import-file', {
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"hello": "world"}'),
    });
    await page.getByRole('button', { name: 'Import character' }).click();
    await expectText(page, /This file is not a character card/);

    const card = {
      spec: 'chara_card_v2',
      spec_version: '2.0',
      data: {
        name,
        description: 'A moon-lit astronomer who loves quiet nights.',
        personality: 'Gentle',
        scenario: 'An observatory at midnight.',
        first_mes: 'Hello {{user}}, look at the stars with me.',
        mes_example: '',
        creator_notes: 'Imported in an e2e test.',
        system_prompt: '',
        post_history_instructions: '',
        alternate_greetings: [],
        tags: ['stars'],
        creator: 'e2e',
        character_version: '1',
        extensions: {},
      },
    };
    await page.setInputFiles('#import-file', {
      name: 'selene.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(card)),
    });
    await page.getByRole('button', { name: 'Import character' }).click();
    // The card states no age: the importer is asked for one (none is invented).
    await expectText(page, `This card does not say how old ${name} is.`);
    await page.fill('#import-age', '31');
    await page.getByRole('button', { name: 'Confirm age and import' }).click();
    await expectHeading(page, name);
    await expectText(page, '31 years');
    // {{user}} reads as the viewer's name.
    await page
      .getByTestId('greeting-preview')
      .getByText(`Hello ${user.username}, look at the stars`)
      .waitFor();
    const exportLink = page.getByRole('link', { name: 'Export JSON (V3)' });
    assert.match((await exportLink.getAttribute('href')) ?? '', /\/export\?format=json&version=3$/);

    // Edit it on the full form: make it public in a category.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expectHeading(page, 'Custom character');
    assert.equal(await page.inputValue('#char-name'), name);
    await page.selectOption('#char-visibility', 'public');
    await page.selectOption('#char-category', 'fantasy');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectHeading(page, name);
    await expectText(page, 'Public');

    await page.goto('/directory/fantasy');
    await expectHeading(page, 'Character directory');
    await page.getByTestId('directory').getByRole('link', { name }).waitFor();
    await page.getByRole('link', { name: /Fantasy \(\d+\)/ }).waitFor();
    await page.getByLabel('Search characters').fill('no-such-character-anywhere');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectText(page, 'No characters match “no-such-character-anywhere”');
    await page
      .getByTestId('empty-state')
      .getByRole('link', { name: 'Show all characters' })
      .waitFor();

    await page.goto('/choose-your-slut');
    await expectHeading(page, 'Choose your companion');
    await page.getByTestId('pick-grid').getByRole('button', { name }).click();
    await page.waitForURL(/\/chat\/[0-9a-f-]{36}$/);
    await expectText(page, 'look at the stars with me');

    // Personas live on the profile page.
    await page.goto('/profile');
    await page.fill('#persona-new-name', 'Captain Vale');
    await page.fill('#persona-new-description', 'A retired starship captain.');
    await page.getByRole('button', { name: 'Add persona' }).click();
    const manager = page.getByTestId('persona-manager');
    await manager.getByText('Captain Vale').waitFor();
    // The first persona becomes the active one; it can be switched off and on again.
    await manager.getByText('Active', { exact: true }).waitFor();
    await manager.getByRole('button', { name: 'Stop using' }).click();
    await manager.getByRole('button', { name: 'Set active' }).click();
    await manager.getByRole('button', { name: 'Stop using' }).waitFor();

    // An under-age character is refused before anything is sent.
    await page.goto('/create');
    await page.fill('#char-name', 'Too Young');
    await page.fill('#char-age', '16');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectText(page, 'Every character must be an adult (18 or older).');

    assert.deepEqual(
      errors.filter((e) => !EXPECTED.some((re) => re.test(e))),
      [],
    );
    await context.close();
  });
});
