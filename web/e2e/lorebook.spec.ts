import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apiCall,
  apiConfirmAge,
  apiSignup,
  newContext,
  SKIP,
  sharedBrowser,
  trackedPage,
  uniqueUser,
} from './support';

type Entry = Record<string, unknown>;

const untouched: Entry = {
  keys: ['amulet', '/pendants?/i'],
  content: 'The amulet of Varn glows when a lie is told.',
  extensions: { depth: 4, x_unknown: [1, 2.5] },
  enabled: true,
  insertion_order: 100,
  case_sensitive: false,
  comment: 'The amulet',
  x_future_field: 'kept',
};

describe('lorebook editor (issue 8: cards work as their authors meant)', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('edits, adds and removes entries on /custom; the export has them and the untouched one as it was', async () => {
    const context = await newContext(browser());
    await apiSignup(context, uniqueUser('lore'));
    await apiConfirmAge(context);
    const book = {
      name: 'Varn',
      scan_depth: 3,
      extensions: { world: 'varn' },
      entries: [
        untouched,
        {
          keys: [],
          content: 'Varn floats.',
          extensions: {},
          enabled: true,
          insertion_order: 50,
          constant: true,
          name: 'City',
        },
        {
          keys: ['old'],
          content: 'Obsolete lore.',
          extensions: {},
          enabled: true,
          insertion_order: 60,
          comment: 'Old',
        },
      ],
    }; // prettier-ignore
    const created = await apiCall<{ id: string }>(context, 'POST', '/api/characters', {
      name: 'Mira',
      age: 30,
      description: 'Mira is a cartographer of Varn.',
      characterBook: book,
    });
    const { page, errors } = await trackedPage(context);
    await page.goto(`/custom?edit=${created.id}`);
    const editor = page.getByTestId('lorebook-editor');
    await editor.getByText('The amulet', { exact: true }).waitFor();

    // Edit the city's text, remove the old entry, add a new one.
    await editor.getByRole('button', { name: 'Edit' }).nth(1).click();
    await editor.getByLabel('What the AI should know').fill('Varn floats above a sea of clouds.');
    await editor.getByRole('button', { name: 'Done' }).click();
    await editor.getByRole('button', { name: 'Remove Old' }).click();
    await editor.getByRole('button', { name: '+ Add entry' }).click();
    await editor.getByLabel('Name').fill('Harbor');
    await editor.getByLabel('Trigger words').fill('harbor');
    await editor.getByLabel('Trigger words').press('Enter');
    await editor.getByLabel('What the AI should know').fill('Skyships dock at dusk.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(`**/char/${created.id}`);

    const exported = await context.request.get(
      `/api/characters/${created.id}/export?format=json&version=3`,
    );
    assert.equal(exported.status(), 200);
    const written = (await exported.json()).data.character_book;
    assert.equal(written.name, 'Varn');
    assert.equal(written.scan_depth, 3);
    assert.deepEqual(written.extensions, { world: 'varn' });
    assert.equal(written.entries.length, 3);
    assert.deepEqual(written.entries[0], untouched);
    assert.equal(written.entries[1].content, 'Varn floats above a sea of clouds.');
    assert.equal(written.entries[1].constant, true);
    assert.deepEqual(
      {
        comment: written.entries[2].comment,
        keys: written.entries[2].keys,
        content: written.entries[2].content,
      },
      { comment: 'Harbor', keys: ['harbor'], content: 'Skyships dock at dusk.' },
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});
