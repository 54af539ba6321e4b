import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '@/lib/api-types';
import { AuthContext, type AuthContextValue } from '@/lib/auth';
import { NavigationProgress } from './navigation-progress';
import { buildPageRoutes } from './route-table';

const visitor: SessionInfo = {
  user: null,
  csrfToken: 't',
  ageConfirmed: false,
  banned: null,
  providers: [],
  ageVerifier: 'self',
};

function renderApp(path: string) {
  const auth: AuthContextValue = {
    session: visitor,
    user: null,
    isLoading: false,
    error: undefined,
    applySession: async () => {},
    refresh: async () => visitor,
  };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <NavigationProgress />
            <Outlet />
          </>
        ),
        hydrateFallbackElement: <p>FIRST LOAD</p>,
        children: buildPageRoutes(),
      },
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

describe('lazy page routes (issue 8, web weight)', () => {
  it('loads the page of the first route before showing it', async () => {
    renderApp('/terms');
    expect(screen.getByText('FIRST LOAD')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Terms of Service' })).toBeInTheDocument();
  });

  it('keeps the current page on screen while the next one loads', async () => {
    const router = renderApp('/terms');
    await screen.findByRole('heading', { name: 'Terms of Service' });
    let navigation: Promise<void> | undefined;
    act(() => {
      navigation = router.navigate('/blog');
    });
    expect(screen.getByRole('heading', { name: 'Terms of Service' })).toBeInTheDocument();
    await act(async () => navigation);
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Terms of Service' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows a page marked comingIn through the shared fallback page', async () => {
    renderApp('/ai-porn');
    expect(await screen.findByRole('heading', { name: 'AI Porn Generator' })).toBeInTheDocument();
  });
});
