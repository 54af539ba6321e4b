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

describe('chat list', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('the chat list shows older chats on demand', async () => {
    const context = await newContext(browser());
    const { page, errors } = await trackedPage(context);
    await apiSignup(context, uniqueUser('pages'));
    await apiConfirmAge(context);
    const character = await apiCall<{ id: string }>(context, 'POST', '/api/characters', {
      name: 'Nova',
      gender: 'Female',
      style: 'Realistic',
      description: 'Nova is a cheerful adult astronomer.',
      greetings: [{ type: 'text', content: 'Hi {{user}}!' }],
    });
    // One more chat than a page holds (CHATS_PAGE on the server).
    for (let i = 0; i < 51; i++) {
      await apiCall(context, 'POST', '/api/chats', {
        characterIds: [character.id],
        title: `Night ${i + 1}`,
      });
    }
    await page.goto('/chat');
    const items = page.getByTestId('chat-list').locator('li');
    await items.nth(49).waitFor();
    assert.equal(await items.count(), 50);
    await page.getByText('Night 51').waitFor(); // the newest first
    await page.getByRole('button', { name: 'Show older chats' }).click();
    await page.getByText('Night 1', { exact: true }).waitFor();
    assert.equal(await items.count(), 51);
    assert.equal(await page.getByRole('button', { name: 'Show older chats' }).count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
