/** Issue 13 (spec 1 Analytics): experiments need no request and send nothing before consent; after
 * consent the browser's id picks the variant and one exposure is reported. */
import { render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { paths } from '@/api/gen/schema';
import { flush, resetForTests } from './client';
import { setConsent } from './consent';
import { useExperiment } from './use-experiment';

vi.mock('@/lib/auth', () => ({ useAuth: () => ({ user: null }) }));

const fetchMock = vi.hoisted(() =>
  vi.fn<(input: Request | string, init?: RequestInit) => Promise<Response>>(),
);

// The real client with an absolute base URL (Node's Request takes no relative one) over the stub.
vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  const { default: createClient } = await import('openapi-fetch');
  const api = createClient<paths>({
    baseUrl: 'http://localhost',
    fetch: (r: Request) => fetchMock(r),
  });
  api.use(actual.csrfMiddleware, actual.errorMiddleware);
  return { ...actual, api };
});

function Probe() {
  return <p data-testid="variant">{useExperiment('home-cta') ?? 'control'}</p>;
}

function show() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Probe />
    </SWRConfig>,
  );
}

function urls(): string[] {
  return fetchMock.mock.calls.map(([input]) => (typeof input === 'string' ? input : input.url));
}

beforeEach(() => {
  localStorage.clear();
  Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
  resetForTests();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = typeof input === 'string' ? input : input.url;
    if (url.includes('/api/experiments')) return Response.json({ 'home-cta': 'meet' });
    if (url.includes('/api/analytics/config')) return Response.json({ posthog: null });
    return new Response('{"accepted":1}', { status: 202 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('useExperiment', () => {
  it('shows the control and asks nothing before consent', async () => {
    show();
    await flush();
    expect(screen.getByTestId('variant')).toHaveTextContent('control');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('after consent, takes the assigned variant and reports one exposure', async () => {
    setConsent('granted');
    show();
    await waitFor(() => expect(screen.getByTestId('variant')).toHaveTextContent('meet'));
    expect(urls().some((u) => /\/api\/experiments\?anonymousId=[0-9a-f]{32}/.test(u))).toBe(true);
    await flush();
    const batch = fetchMock.mock.calls.find(([input]) => input === '/api/analytics/events');
    const body = JSON.parse(String(batch?.[1]?.body));
    expect(body.events).toEqual([
      expect.objectContaining({
        name: 'experiment_exposure',
        props: { experiment: 'home-cta', variant: 'meet' },
      }),
    ]);
  });
});
