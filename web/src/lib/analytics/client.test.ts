/** Issue 13 (spec 1, 7 Analytics): no analytics before consent, none after Decline, none with Do Not Track. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush, resetForTests, track } from './client';
import {
  ANALYTICS_COOKIE,
  anonymousId,
  doNotTrack,
  readConsent,
  setConsent,
  shouldAsk,
} from './consent';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

function setNavigator(values: { doNotTrack?: string | null; globalPrivacyControl?: boolean }) {
  Object.defineProperty(navigator, 'doNotTrack', {
    value: values.doNotTrack ?? null,
    configurable: true,
  });
  Object.defineProperty(navigator, 'globalPrivacyControl', {
    value: values.globalPrivacyControl,
    configurable: true,
  });
}

/** The calls that sent events (a choice is also told to /api/analytics/consent: consent.test.ts). */
function eventCalls() {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/analytics/events');
}

function sentBatches(): { events: { name: string; path?: string }[]; anonymousId: string }[] {
  return eventCalls().map(([, init]) => JSON.parse(String(init.body)));
}

beforeEach(() => {
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = `${ANALYTICS_COOKIE}=; Max-Age=0; Path=/`;
  setNavigator({});
  resetForTests();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response('{"accepted":1}', { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('analytics consent', () => {
  it('sends nothing before the visitor chooses', async () => {
    expect(shouldAsk()).toBe(true);
    track('page_view');
    track('signup');
    await flush();
    expect(eventCalls()).toEqual([]);
    expect(anonymousId()).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it('events from before consent are not sent later either', async () => {
    track('page_view');
    setConsent('granted');
    await flush();
    expect(eventCalls()).toEqual([]);
  });

  it('after Accept, sends a batch with the anonymous id and sets the cookie the server reads', async () => {
    setConsent('granted');
    expect(shouldAsk()).toBe(false);
    track('page_view');
    track('checkout_started', { plan: 'premium' });
    await flush();
    expect(eventCalls()).toHaveLength(1);
    const [url, init] = eventCalls()[0] ?? [];
    expect(url).toBe('/api/analytics/events');
    expect(init?.method).toBe('POST');
    const [batch] = sentBatches();
    expect(batch?.events.map((e) => e.name)).toEqual(['page_view', 'checkout_started']);
    expect(batch?.events[0]?.path).toBe(location.pathname);
    expect(batch?.anonymousId).toMatch(/^[0-9a-f]{32}$/);
    expect(document.cookie).toContain(`${ANALYTICS_COOKIE}=${batch?.anonymousId}`);
  });

  it('splits a long queue into batches of at most 50', async () => {
    setConsent('granted');
    vi.useFakeTimers();
    for (let i = 0; i < 19; i++) track('page_view');
    expect(eventCalls()).toEqual([]);
    vi.useRealTimers();
    for (let i = 0; i < 81; i++) track('page_view');
    await flush();
    const sizes = sentBatches().map((b) => b.events.length);
    expect(sizes.every((n) => n <= 50)).toBe(true);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('keeps each batch under the server limit of 32 KB', async () => {
    setConsent('granted');
    for (let i = 0; i < 45; i++)
      track('page_view', { a: 'x'.repeat(200), b: 'y'.repeat(200), c: 'z'.repeat(200) });
    await flush();
    const bodies = eventCalls().map(([, init]) => String(init.body));
    expect(bodies.length).toBeGreaterThan(1);
    expect(bodies.every((b) => new TextEncoder().encode(b).length < 32 * 1024)).toBe(true);
    expect(sentBatches().reduce((n, b) => n + b.events.length, 0)).toBe(45);
  });

  it('after Decline, sends nothing and keeps no id or cookie', async () => {
    setConsent('granted');
    const id = anonymousId();
    setConsent('denied');
    expect(readConsent()).toBe('denied');
    expect(shouldAsk()).toBe(false);
    track('page_view');
    await flush();
    expect(eventCalls()).toEqual([]);
    expect(anonymousId()).toBeUndefined();
    expect(document.cookie).not.toContain(`${ANALYTICS_COOKIE}=${id}`);
  });

  it('withdrawing consent drops what was queued', async () => {
    setConsent('granted');
    track('page_view');
    setConsent('denied');
    await flush();
    expect(eventCalls()).toEqual([]);
  });

  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ])('with %s: never asks and never sends, even with an old Accept stored', async (_, nav) => {
    localStorage.setItem('nocturne.analytics-consent', 'granted');
    setNavigator(nav);
    expect(doNotTrack()).toBe(true);
    expect(shouldAsk()).toBe(false);
    track('page_view');
    await flush();
    expect(eventCalls()).toEqual([]);
    expect(anonymousId()).toBeUndefined();
  });
});
