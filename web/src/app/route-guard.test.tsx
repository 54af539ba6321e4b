import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { findRoute } from '@/config/routes';
import type { SessionInfo } from '@/lib/api-types';
import { AuthContext, type AuthContextValue } from '@/lib/auth';
import { me as user } from '@/test/fixtures';
import { RouteGuard } from './route-guard';

function session(overrides: Partial<SessionInfo> = {}): SessionInfo {
  return {
    user: null,
    csrfToken: 't',
    ageConfirmed: false,
    banned: null,
    providers: [],
    ageVerifier: 'self',
    ...overrides,
  };
}

/** `value` undefined: the session is still loading. */
function renderAt(path: string, value: SessionInfo | undefined) {
  const meta = findRoute(path);
  if (!meta) throw new Error(path);
  const auth: AuthContextValue = {
    session: value,
    user: value?.user ?? null,
    isLoading: value === undefined,
    error: undefined,
    applySession: async () => {},
    refresh: async () => value,
  };
  const router = createMemoryRouter(
    [
      { path, element: <RouteGuard meta={meta}>CONTENT</RouteGuard> },
      { path: '/banned', element: <p>BANNED PAGE</p> },
      { path: '/login', element: <p>LOGIN PAGE</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AuthContext.Provider value={auth}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return router;
}

describe('route guards (routes.json access)', () => {
  it('public pages render for visitors', () => {
    renderAt('/blog', session());
    expect(screen.getByText('CONTENT')).toBeInTheDocument();
  });

  it('gated pages show the age gate until the visitor confirms', () => {
    renderAt('/directory', session());
    expect(screen.getByRole('heading', { name: /18 or older/ })).toBeInTheDocument();
    expect(screen.queryByText('CONTENT')).toBeNull();
  });

  it('gated pages render once the visitor confirmed', () => {
    renderAt('/directory', session({ ageConfirmed: true }));
    expect(screen.getByText('CONTENT')).toBeInTheDocument();
  });

  it('auth pages send visitors to /login?next=…', () => {
    const router = renderAt('/profile', session({ ageConfirmed: true }));
    expect(screen.getByText('LOGIN PAGE')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fprofile');
  });

  it('signed-in users whose account is not age-confirmed see the gate, even on public pages', () => {
    renderAt('/', session({ ageConfirmed: true, user: user({ ageConfirmed: false }) }));
    expect(screen.getByRole('heading', { name: /18 or older/ })).toBeInTheDocument();
  });

  it('staff pages answer 403 unless the role fits; admin passes moderator pages', () => {
    renderAt('/admin', session({ user: user() }));
    expect(screen.getByText(/don't have access/)).toBeInTheDocument();
  });

  it('moderators may open moderator pages but not admin pages', () => {
    renderAt('/moderators', session({ user: user({ role: 'moderator' }) }));
    expect(screen.getByText('CONTENT')).toBeInTheDocument();
  });

  it('admins pass moderator pages', () => {
    renderAt('/moderators/emergency', session({ user: user({ role: 'admin' }) }));
    expect(screen.getByText('CONTENT')).toBeInTheDocument();
  });

  it('a banned session is sent to /banned from every other route', () => {
    renderAt('/', session({ banned: { reason: 'spam' }, user: user() }));
    expect(screen.getByText('BANNED PAGE')).toBeInTheDocument();
  });

  it('a banned session may still read /terms', () => {
    renderAt('/terms', session({ banned: { reason: 'spam' }, user: user() }));
    expect(screen.getByText('CONTENT')).toBeInTheDocument();
  });

  it('public pages show at once while the session loads: no spinner in place of the server HTML', () => {
    for (const path of ['/', '/blog/:slug', '/ai-hentai', '/site/:slug', '/banners']) {
      renderAt(path, undefined);
      expect(screen.getByText('CONTENT')).toBeInTheDocument();
      expect(screen.queryByRole('status')).toBeNull();
      cleanup();
    }
  });

  it('gated and signed-in pages, and public pages about the session, still wait for it', () => {
    for (const path of ['/directory', '/profile', '/admin', '/logout', '/banned', '/login']) {
      renderAt(path, undefined);
      expect(screen.getByRole('status')).toHaveTextContent('Loading');
      expect(screen.queryByText('CONTENT')).toBeNull();
      cleanup();
    }
  });

  it('a public page shown during loading still applies the checks once the session arrives', () => {
    renderAt('/', undefined);
    expect(screen.getByText('CONTENT')).toBeInTheDocument();
    cleanup();
    renderAt('/', session({ banned: { reason: 'spam' }, user: user() }));
    expect(screen.getByText('BANNED PAGE')).toBeInTheDocument();
  });
});
