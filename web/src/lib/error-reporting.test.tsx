/** Issue 13 (spec 1, 8): browser errors get a stable digest and are reported to Sentry when a DSN is
 * configured, else counted by the server; the spec 8 page shows the digest. */
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const GET = vi.fn();
const POST = vi.fn();
const captureWithDigest = vi.fn();
const startSentry = vi.fn();

vi.mock('@/lib/api-client', () => ({ api: { GET, POST }, must: (r: { data: unknown }) => r.data }));
vi.mock('./error-reporting-sentry', () => ({ captureWithDigest, startSentry }));

const NO_DSN = {
  dsn: null,
  environment: 'test',
  release: 'nocturne@0.1.0',
  tunnel: null,
  service: 'sentry',
};

async function freshModule() {
  vi.resetModules();
  return import('./error-reporting');
}

beforeEach(() => {
  GET.mockReset();
  POST.mockReset();
  captureWithDigest.mockReset();
  startSentry.mockReset();
  POST.mockResolvedValue({ data: { digest: 'x', count: 1 } });
});

describe('error digests', () => {
  it("are 'c' and 12 hex digits, the same for the same error on the same route", async () => {
    const { errorDigest } = await freshModule();
    const a = errorDigest(new TypeError('x is undefined'), '/chat/:id');
    expect(a).toMatch(/^c[0-9a-f]{12}$/);
    expect(errorDigest(new TypeError('x is undefined'), '/chat/:id')).toBe(a);
    expect(errorDigest(new TypeError('x is undefined'), '/generate')).not.toBe(a);
    expect(errorDigest('a string thrown', '/')).toMatch(/^c[0-9a-f]{12}$/);
  });

  it('count a route by its shape, not its ids', async () => {
    const { routeShape } = await freshModule();
    expect(routeShape('/chat/4f0c2a9e-1b2c-4d5e-8f90-123456789abc')).toBe('/chat/:id');
    expect(routeShape('/photos/42')).toBe('/photos/:id');
    expect(routeShape('/banners/300x250')).toBe('/banners/300x250');
  });
});

describe('reporting', () => {
  it('without a DSN, counts the error on the server and never loads Sentry', async () => {
    GET.mockResolvedValue({ data: NO_DSN });
    const { reportError } = await freshModule();
    await reportError(new RangeError('too far'), 'c0123456789ab', '/generate');
    expect(POST).toHaveBeenCalledWith('/api/monitoring/errors', {
      body: {
        digest: 'c0123456789ab',
        route: '/generate',
        errorType: 'RangeError',
        message: 'too far',
      },
    });
    expect(startSentry).not.toHaveBeenCalled();
    expect(captureWithDigest).not.toHaveBeenCalled();
  });

  it('with a DSN, starts Sentry once and sends the error with its digest', async () => {
    const config = {
      ...NO_DSN,
      dsn: 'https://key@o1.ingest.example/42',
      tunnel: '/api/monitoring',
    };
    GET.mockResolvedValue({ data: config });
    const { reportError } = await freshModule();
    const error = new Error('boom');
    await reportError(error, 'c0123456789ab', '/');
    await reportError(error, 'c0123456789ab', '/');
    expect(startSentry).toHaveBeenCalledTimes(1);
    expect(startSentry).toHaveBeenCalledWith(config);
    expect(captureWithDigest).toHaveBeenCalledWith(error, 'c0123456789ab');
    expect(POST).not.toHaveBeenCalled();
  });

  it('never throws when the server cannot be reached', async () => {
    GET.mockRejectedValue(new Error('offline'));
    POST.mockRejectedValue(new Error('offline'));
    const { reportError } = await freshModule();
    await expect(reportError(new Error('x'), 'c0123456789ab', '/')).resolves.toBeUndefined();
  });
});

describe('the root error boundary (spec 8)', () => {
  it('shows the application error text with a digest and reports the error with it', async () => {
    GET.mockResolvedValue({ data: NO_DSN });
    vi.resetModules();
    const { RootErrorBoundary } = await import('@/app/root-error-boundary');
    function Broken(): never {
      throw new Error('render failed');
    }
    const router = createMemoryRouter(
      [{ path: '/', element: <Broken />, errorElement: <RootErrorBoundary /> }],
      { initialEntries: ['/'] },
    );
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<RouterProvider router={router} />);
    expect(
      screen.getByText(
        `Application error: a server/client-side exception has occurred while loading ${window.location.host} (see the server logs/browser console for more information).`,
      ),
    ).toBeInTheDocument();
    const line = screen.getByText(/^Digest: c[0-9a-f]{12}$/);
    const digest = line.textContent?.replace('Digest: ', '');
    await waitFor(() =>
      expect(POST).toHaveBeenCalledWith('/api/monitoring/errors', {
        body: expect.objectContaining({ digest, errorType: 'Error', message: 'render failed' }),
      }),
    );
    spy.mockRestore();
  });
});
