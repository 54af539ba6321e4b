/**
 * Conformance of POST /api/chat with the real AI SDK client (`ai` DefaultChatTransport and
 * readUIMessageStream, `@ai-sdk/react` Chat — the class useChat runs) against the real server and
 * the real local model. Run through scripts/with-server.sh, which provides E2E_BASE_URL.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { Chat } from '@ai-sdk/react';
import { DefaultChatTransport, readUIMessageStream, type UIMessage } from 'ai';

const BASE = process.env.E2E_BASE_URL ?? '';

/** The parts of a stored chat these tests read. */
interface StoredMessage {
  id: string;
  role: string;
  content: string;
  stopped: boolean;
  alternatives: number;
}
interface ChatDetail {
  messages: StoredMessage[];
}
const skip = BASE ? false : 'E2E_BASE_URL is not set (run through scripts/with-server.sh)';

/** A browser-like session: cookies, Origin and the CSRF header on every request. */
class Session {
  cookies = new Map<string, string>();
  csrf = '';

  fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    headers.set('Origin', BASE);
    if (this.csrf) headers.set('X-CSRF-Token', this.csrf);
    if (this.cookies.size)
      headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  };

  /** The JSON answer, typed by the caller (the server's OpenAPI types are not needed for these few). */
  async json<T = unknown>(path: string, method = 'GET', body?: unknown): Promise<T> {
    const response = await this.fetch(`${BASE}${path}`, {
      method,
      headers: body ? { 'Content-Type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    assert.ok(
      response.ok,
      `${method} ${path}: ${response.status} ${await response.clone().text()}`,
    );
    return (response.status === 204 ? null : await response.json()) as T;
  }
}

const user = (text: string): UIMessage => ({
  id: crypto.randomUUID(),
  role: 'user',
  parts: [{ type: 'text', text }],
});

describe('POST /api/chat with the real AI SDK client', { skip }, () => {
  const session = new Session();
  let characterId = '';

  const newChat = async (): Promise<string> =>
    (await session.json<{ id: string }>('/api/chats', 'POST', { characterIds: [characterId] })).id;

  const transport = (api = `${BASE}/api/chat`) =>
    new DefaultChatTransport({ api, fetch: session.fetch as typeof fetch });

  before(async () => {
    session.csrf = (await session.json<{ csrfToken: string }>('/api/auth/session')).csrfToken;
    // Letters a-j only: a digit beside a letter can read as an age to the content rules ('1yo', '12f').
    const suffix = Math.random()
      .toString(10)
      .slice(2, 10)
      .replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]);
    await session.json('/api/auth/signup', 'POST', {
      email: `sdk-${suffix}@example.com`,
      username: `sdk_${suffix}`,
      password: 'conformance password',
    });
    await session.json('/api/age/confirm', 'POST');
    const character = await session.json<{ id: string }>('/api/characters', 'POST', {
      name: 'Luna',
      gender: 'Female',
      style: 'Realistic',
      description: 'Luna is a cheerful adult librarian who loves telling long stories.',
      greetings: [{ type: 'text', content: 'Hello {{user}}!' }],
    });
    characterId = character.id;
  });

  test('the stream parses with DefaultChatTransport and readUIMessageStream', async () => {
    const chatId = await newChat();
    const stream = await transport().sendMessages({
      chatId,
      trigger: 'submit-message',
      messageId: undefined,
      abortSignal: undefined,
      messages: [user('Hi Luna, how are you today?')],
    });
    let message: UIMessage | undefined;
    for await (message of readUIMessageStream({ stream, terminateOnError: true }));
    assert.ok(message);
    assert.equal(message.role, 'assistant');
    const text = message.parts.find((p) => p.type === 'text');
    assert.ok(text && text.type === 'text' && text.state === 'done' && text.text.length > 0);
    const metadata = message.metadata as { characterId: string; messageId: string };
    assert.equal(metadata.characterId, characterId);
    assert.equal(metadata.messageId, message.id);
  });

  test('status goes submitted → streaming → ready, and regenerate replaces the reply', async () => {
    const chatId = await newChat();
    const sent: { trigger: string }[] = [];
    const chat = new Chat({
      id: chatId,
      transport: new DefaultChatTransport({
        api: `${BASE}/api/chat`,
        fetch: (async (url: RequestInfo | URL, init?: RequestInit) => {
          sent.push(JSON.parse(String(init?.body)));
          return session.fetch(url, init);
        }) as typeof fetch,
      }),
    });
    const seen: string[] = [chat.status];
    chat['~registerStatusCallback'](() => seen.push(chat.status));
    await chat.sendMessage({ text: 'Tell me about your favourite book.' });
    assert.deepEqual(seen, ['ready', 'submitted', 'streaming', 'ready']);
    assert.equal(sent[0].trigger, 'submit-message');
    const first = chat.messages.at(-1);
    assert.equal(first?.role, 'assistant');

    await chat.regenerate();
    assert.equal(sent[1].trigger, 'regenerate-message');
    assert.equal(chat.status, 'ready');
    const second = chat.messages.at(-1);
    assert.equal(second?.id, first?.id, 'the regenerated reply keeps its message id');
    assert.equal(chat.messages.filter((m) => m.role === 'assistant').length, 1);
    const stored = await session.json<ChatDetail>(`/api/chats/${chatId}`);
    const reply = stored.messages.at(-1);
    assert.equal(reply?.id, first?.id);
    assert.equal(reply?.alternatives, 2, 'the earlier reply is kept as a swipe');
  });

  test('stop returns to ready and the partial reply is kept', async () => {
    const chatId = await newChat();
    await session.json(`/api/chats/${chatId}/settings`, 'PATCH', { responseLengthLevel: 4 });
    const chat = new Chat({ id: chatId, transport: transport() });
    const streamedText = () =>
      (chat.messages.at(-1)?.parts ?? []).map((p) => (p.type === 'text' ? p.text : '')).join('');
    // Stop once a few words have arrived; a reply that ends sooner (the tiny model) is asked again.
    let stopped = false;
    for (let attempt = 0; attempt < 3 && !stopped; attempt++) {
      let finished = false;
      const done = chat
        .sendMessage({ text: 'Tell me a very long story about your library.' })
        .finally(() => {
          finished = true;
        });
      while (!finished && (chat.status !== 'streaming' || streamedText().length < 20)) {
        await new Promise((r) => setTimeout(r, 5));
      }
      if (!finished) {
        await chat.stop();
        stopped = true;
      }
      await done;
    }
    assert.ok(stopped, 'a reply was still streaming when stop was called');
    assert.equal(chat.status, 'ready');
    const partial = chat.messages.at(-1);
    assert.equal(partial?.role, 'assistant');
    let stored: StoredMessage | undefined;
    for (let i = 0; i < 50; i++) {
      stored = (await session.json<ChatDetail>(`/api/chats/${chatId}`)).messages.at(-1);
      if (stored?.role === 'assistant' && stored.stopped) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(stored?.role, 'assistant');
    assert.equal(stored?.stopped, true, 'the server stored the partial reply as stopped');
    assert.ok((stored?.content.length ?? 0) > 0);
  });

  test('an unauthenticated request ends in status error with a readable message', async () => {
    const anonymous = new Session();
    anonymous.csrf = (await anonymous.json<{ csrfToken: string }>('/api/auth/session')).csrfToken;
    const chat = new Chat({
      transport: new DefaultChatTransport({
        api: `${BASE}/api/chat`,
        fetch: anonymous.fetch as typeof fetch,
      }),
    });
    await chat.sendMessage({ text: 'hello?' });
    assert.equal(chat.status, 'error');
    assert.match(chat.error?.message ?? '', /Log in to continue\./);
  });

  test('an invalid request ends in status error naming the problem', async () => {
    const chat = new Chat({ id: 'not-a-uuid', transport: transport() });
    await chat.sendMessage({ text: 'hello?' });
    assert.equal(chat.status, 'error');
    assert.match(chat.error?.message ?? '', /"field":"id"/);
  });
});
