import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { paths } from '@/api/gen/schema';
import type { ContentPageData } from '@/features/content/types';
import { AuthContext, type AuthContextValue } from '@/lib/auth';
import { ContentPage } from './content-page';

const fetchMock = vi.hoisted(() => vi.fn<(request: Request) => Promise<Response>>());

// The real client and middlewares with an absolute base URL (Node's Request takes no relative one).
vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  const { default: createClient } = await import('openapi-fetch');
  const api = createClient<paths>({
    baseUrl: 'http://localhost',
    fetch: (request: Request) => fetchMock(request),
  });
  api.use(actual.csrfMiddleware, actual.errorMiddleware);
  return { ...actual, api };
});

function page(overrides: Partial<ContentPageData> = {}): ContentPageData {
  return {
    kind: 'article',
    path: '/blog/getting-started',
    title: 'Getting started with Nocturne',
    heading: 'Getting started with Nocturne',
    description: 'From your first account to your first conversation.',
    date: '2026-11-20',
    author: 'The Nocturne team',
    html: '<h2>Create your account</h2><p>Sign up, then see the <a href="/terms">terms</a>.</p>',
    faq: [{ question: 'Is it free?', answer: 'A free account gets daily messages.' }],
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog' },
    ],
    items: [],
    characters: [],
    cta: null,
    category: null,
    noindex: false,
    ...overrides,
  };
}

function embed(data: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'page-data';
  script.textContent = JSON.stringify(data);
  document.body.appendChild(script);
}

function renderAt(path: string) {
  const auth: AuthContextValue = {
    session: undefined,
    user: null,
    isLoading: false,
    error: undefined,
    applySession: async () => {},
    refresh: async () => undefined,
  } as unknown as AuthContextValue;
  const router = createMemoryRouter(
    [
      { path: '/blog/:slug', element: <ContentPage /> },
      { path: '/terms', element: <p>TERMS PAGE</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </SWRConfig>,
  );
  return router;
}

afterEach(() => {
  document.getElementById('page-data')?.remove();
  fetchMock.mockReset();
});

describe('content pages (issue 13: server-rendered, the web app shows the same content at once)', () => {
  it('shows the page the server embedded as #page-data without asking the API', () => {
    embed(page());
    renderAt('/blog/getting-started');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Getting started with Nocturne' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Create your account' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Is it free?')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home/Blog/');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fetches /api/content/page when the embedded data is another page's", async () => {
    embed(page({ path: '/blog/other', heading: 'Other article' }));
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(page({ heading: 'Fetched article' })), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    renderAt('/blog/getting-started');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fetched article' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Other article')).toBeNull();
    const request = fetchMock.mock.calls[0]?.[0];
    expect(new URL(request?.url ?? '').search).toBe('?path=%2Fblog%2Fgetting-started');
  });

  it('links inside the article navigate within the app', async () => {
    embed(page());
    const router = renderAt('/blog/getting-started');
    screen.getByRole('link', { name: 'terms' }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/terms'));
    expect(await screen.findByText('TERMS PAGE')).toBeInTheDocument();
  });

  it('an unknown slug shows the 404 page', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: 'NotFound', detail: 'No page at /blog/nope.' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
    renderAt('/blog/nope');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
