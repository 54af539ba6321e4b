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
    renderApp('/login');
    expect(screen.getByText('FIRST LOAD')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('keeps the current page on screen while the next one loads', async () => {
    const router = renderApp('/login');
    await screen.findByRole('heading', { name: 'Log in' });
    let navigation: Promise<void> | undefined;
    act(() => {
      navigation = router.navigate('/signup');
    });
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    await act(async () => navigation);
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows a content page from the data the server embedded (#page-data)', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'page-data';
    script.textContent = JSON.stringify({
      kind: 'landing',
      path: '/ai-porn',
      title: 'Adult AI',
      heading: 'Adult AI stories',
      description: 'For adults.',
      html: '<p>Body</p>',
      faq: [],
      breadcrumbs: [],
      items: [],
      characters: [],
      cta: null,
      category: null,
      noindex: false,
    });
    document.body.appendChild(script);
    renderApp('/ai-porn');
    expect(await screen.findByRole('heading', { name: 'Adult AI stories' })).toBeInTheDocument();
    script.remove();
  });
});
