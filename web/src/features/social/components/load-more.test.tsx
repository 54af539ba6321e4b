import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadMore } from './load-more';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observed: Callback | null = null;

class FakeObserver {
  constructor(callback: Callback) {
    observed = callback;
  }
  observe() {}
  disconnect() {}
}

describe('LoadMore (issue 13: infinite scroll with a fallback)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    observed = null;
  });

  it('loads the next page when the end of the list scrolls into view', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const onMore = vi.fn();
    render(<LoadMore hasMore loading={false} onMore={onMore} />);
    act(() => observed?.([{ isIntersecting: true }]));
    expect(onMore).toHaveBeenCalledOnce();
  });

  it('offers a "Load more" button where the observer is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onMore = vi.fn();
    render(<LoadMore hasMore loading={false} onMore={onMore} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onMore).toHaveBeenCalledOnce();
  });

  it('says the list is complete at its end', () => {
    render(
      <LoadMore
        hasMore={false}
        loading={false}
        onMore={() => {}}
        endText="You are all caught up."
      />,
    );
    expect(screen.getByText('You are all caught up.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
