/** Issue 13 (spec 1, 7 Analytics): a choice is told to the server, so that a later Decline also stops the
 * events the server records itself; Privacy choices asks again. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askAgain, onAskAgain, readConsent, setConsent, syncConsent } from './consent';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

function consentCalls(): { granted: boolean }[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/analytics/consent' && init.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init.body)));
}

beforeEach(() => {
  localStorage.clear();
  syncConsent(undefined);
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response('{"granted":false,"recorded":true}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('consent told to the server', () => {
  it('sends Accept and a later Decline, which the server keeps for a signed-in person', () => {
    syncConsent('user-1');
    setConsent('granted');
    setConsent('denied');
    expect(consentCalls()).toEqual([{ granted: true }, { granted: false }]);
    expect(readConsent()).toBe('denied');
  });

  it('tells the server of a Decline made before signing in, once per account', () => {
    setConsent('denied'); // signed out
    expect(consentCalls()).toEqual([{ granted: false }]);
    syncConsent('user-1'); // the session loads: the account learns of the Decline
    syncConsent('user-1'); // next page load: already told
    expect(consentCalls()).toEqual([{ granted: false }, { granted: false }]);
    syncConsent('user-2'); // someone else signs in on this browser
    expect(consentCalls()).toHaveLength(3);
  });

  it('sends nothing on sign-in for a visitor who accepted or has not chosen', () => {
    syncConsent('user-1');
    expect(consentCalls()).toEqual([]);
    setConsent('granted');
    syncConsent('user-2');
    expect(consentCalls()).toEqual([{ granted: true }]);
  });

  it('a failing request does not break the choice', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    setConsent('denied');
    await Promise.resolve();
    expect(readConsent()).toBe('denied');
  });
});

describe('Privacy choices', () => {
  it('asks every listener to show the banner again', () => {
    const shown = vi.fn();
    const stop = onAskAgain(shown);
    askAgain();
    stop();
    askAgain();
    expect(shown).toHaveBeenCalledTimes(1);
  });
});
