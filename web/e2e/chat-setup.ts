/** Setting up chats through the API for the chat-screen tests: a signed-in adult, characters, chats,
 * and stored messages (the seeding route exists on test servers only, APP_ENV=test). */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiCall, apiConfirmAge, apiSignup, newContext, uniqueUser } from './support';

export interface SignedIn {
  context: BrowserContext;
  /** Character ids, in the order of the names asked for. */
  characters: string[];
  /** Their names: each asked-for name with the user's tag, so tests never see another's. */
  names: string[];
}

/** A fresh context with a signed-in adult and one private character per name. */
export async function signedInContext(browser: Browser, names: string[]): Promise<SignedIn> {
  const context = await newContext(browser);
  const user = uniqueUser('screen');
  await apiSignup(context, user);
  await apiConfirmAge(context);
  const tag = user.username.slice(-4);
  const characters: string[] = [];
  const fullNames = names.map((name) => `${name} ${tag}`);
  for (const name of fullNames) {
    const created = await apiCall<{ id: string }>(context, 'POST', '/api/characters', {
      name,
      gender: 'Female',
      style: 'Realistic',
      age: 29,
      description: `${name} is a warm, witty bartender at a late-night jazz bar.`,
      personality: 'playful, curious',
      greetings: [{ type: 'text', content: 'Hey {{user}}, I am {{char}}. What can I get you?' }],
      visibility: 'private',
    });
    characters.push(created.id);
  }
  return { context, characters, names: fullNames };
}

export async function openChat(context: BrowserContext, characterIds: string[]): Promise<string> {
  const chat = await apiCall<{ id: string }>(context, 'POST', '/api/chats', { characterIds });
  return chat.id;
}

export interface SeedMessage {
  role: 'user' | 'assistant';
  content: string;
  characterId?: string;
  stopped?: boolean;
}

export async function seedMessages(
  context: BrowserContext,
  chatId: string,
  messages: SeedMessage[],
): Promise<void> {
  await apiCall(context, 'POST', `/api/chats/${chatId}/test-messages`, { messages });
}

type BlockerWindow = { __blockers?: AbortController[] };

/**
 * Keeps the embedded model busy with long replies in other chats (it answers one request at a time),
 * from the page itself; resolves once the first of them is being written. `stop` ends them.
 */
export async function startBlocker(
  page: Page,
  chatIds: string[],
): Promise<{ stop(): Promise<void> }> {
  for (const chatId of chatIds) {
    await apiCall(page.context(), 'PATCH', `/api/chats/${chatId}/settings`, {
      responseLengthLevel: 4,
    });
  }
  await page.evaluate(async (ids) => {
    const session = (await (await fetch('/api/auth/session')).json()) as { csrfToken: string };
    const controllers: AbortController[] = [];
    (window as unknown as BlockerWindow).__blockers = controllers;
    const writing = ids.map(async (id) => {
      const controller = new AbortController();
      controllers.push(controller);
      const response = await fetch('/api/chat', {
        method: 'POST',
        signal: controller.signal,
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': session.csrfToken },
        body: JSON.stringify({
          id,
          trigger: 'submit-message',
          messages: [
            {
              id: `blocker-${id}`,
              role: 'user',
              parts: [
                { type: 'text', text: 'Tell me the longest story you know, in great detail.' },
              ],
            },
          ],
        }),
      });
      const reader = response.body?.getReader();
      const decoder = new TextDecoder();
      let seen = '';
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) throw new Error(`the model wrote nothing in chat ${id}`);
        seen += decoder.decode(chunk.value);
        if (seen.includes('"text-delta"')) {
          // Keep reading in the background, so the stream stays open until stopped.
          void (async () => {
            for (;;) if ((await reader?.read().catch(() => undefined))?.done !== false) return;
          })();
          return;
        }
      }
    });
    await Promise.any(writing);
  }, chatIds);
  return {
    async stop() {
      await page.evaluate(() => {
        for (const controller of (window as unknown as BlockerWindow).__blockers ?? []) {
          controller.abort();
        }
      });
    },
  };
}
