import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '@/lib/auth';
import { authFor, me } from '@/test/fixtures';
import { post } from '../test/fixtures';
import type { Post } from '../types';
import { FeedView } from './feed-view';

type Call = { path: string; query: Record<string, unknown> };
const calls: Call[] = [];
let feed: Post[] = [];
let newCount = 0;

vi.mock('@/lib/api-client', () => ({
  must: <T,>(r: { data?: T }) => r.data,
  api: {
    GET: async (path: string, options: { params?: { query?: Record<string, unknown> } }) => {
      const query = options.params?.query ?? {};
      calls.push({ path, query });
      if (path === '/api/feed') return { data: { items: feed, nextCursor: null } };
      if (path === '/api/feed/new') return { data: { count: newCount } };
      throw new Error(`unexpected ${path}`);
    },
  },
}));

function show() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AuthContext.Provider value={authFor(me())}>
        <MemoryRouter>
          <FeedView tab="public" />
        </MemoryRouter>
      </AuthContext.Provider>
    </SWRConfig>,
  );
}

describe('FeedView (issue 13: new posts arriving without a reload)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    calls.length = 0;
    feed = [post({ id: 'p1', caption: 'first' })];
    newCount = 0;
    window.scrollTo = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls for newer posts, shows the pill, and loads them into the list', async () => {
    show();
    await screen.findByText('first', {
      selector: '[data-testid="post-caption"] *, [data-testid="post-caption"]',
    });
    expect(screen.queryByTestId('new-posts-pill')).not.toBeInTheDocument();
    const asked = calls.find((c) => c.path === '/api/feed/new');
    expect(asked?.query).toEqual({ tab: 'public', after: 'p1' });

    newCount = 2;
    feed = [post({ id: 'p3', caption: 'third' }), post({ id: 'p2', caption: 'second' }), ...feed];
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_500);
    });
    const pill = await screen.findByTestId('new-posts-pill');
    expect(pill).toHaveTextContent('2 new posts');
    expect(screen.getAllByTestId('post-card')).toHaveLength(1);

    await act(async () => {
      fireEvent.click(pill);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.getAllByTestId('post-card').map((c) => c.getAttribute('data-post-id'))).toEqual([
      'p3',
      'p2',
      'p1',
    ]);
  });

  it('an empty feed shows the first post when it arrives', async () => {
    feed = [];
    show();
    await screen.findByText('No posts yet');
    feed = [post({ id: 'p9', caption: 'the very first' })];
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_500);
    });
    expect(await screen.findByTestId('post-card')).toHaveAttribute('data-post-id', 'p9');
  });

  it('says what to do next when the feed is empty', async () => {
    feed = [];
    show();
    await screen.findByText('No posts yet');
    expect(
      screen.getByRole('link', { name: 'Publish an image from your gallery' }),
    ).toHaveAttribute('href', '/secret-gallery');
  });
});
