import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, requestsSettled } from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('requestsSettled', () => {
  it('resolves at once when nothing is under way', async () => {
    await expect(requestsSettled()).resolves.toBeUndefined();
  });

  it('waits for every request under way, failed ones included', async () => {
    const answers: ((response: Response) => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => answers.push(resolve))),
    );
    // jsdom's Request wants an absolute URL.
    const baseUrl = 'http://nocturne.test';
    const first = api.GET('/api/auth/session', { baseUrl }).catch(() => undefined);
    const second = api.GET('/api/billing', { baseUrl }).catch(() => undefined);
    await vi.waitFor(() => expect(answers).toHaveLength(2));

    let settled = false;
    const waiting = requestsSettled().then(() => {
      settled = true;
    });
    answers[0]?.(
      new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    await first;
    expect(settled).toBe(false);
    answers[1]?.(new Response('{"detail":"no"}', { status: 401 }));
    await second;
    await waiting;
    expect(settled).toBe(true);
  });
});
