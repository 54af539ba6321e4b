import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { profile, userSummary } from '@/features/social/test/fixtures';
import type { Profile } from '@/features/social/types';
import { ConnectionsPage } from './connections-page';

let shown: Profile = profile();
const tabs: string[] = [];
const answerFollower = vi.fn();
const reload = vi.fn();
vi.mock('@/features/social/api/get-profile', () => ({
  useProfile: () => ({ data: shown, error: undefined }),
}));
vi.mock('@/features/social/api/get-connections', () => ({
  useConnections: (_user: string, tab: string) => {
    tabs.push(tab);
    return {
      data: [{ items: [userSummary()], nextCursor: null }],
      size: 1,
      isValidating: false,
      setSize: vi.fn(),
      mutate: reload,
    };
  },
}));
vi.mock('@/features/social/api/answer-follower', () => ({
  answerFollower: (user: string, answer: string) => answerFollower(user, answer),
}));

function show(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/u/:usernameOrUuid/connections" element={<ConnectionsPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ConnectionsPage (issue 13: follow requests of a private profile)', () => {
  beforeEach(() => {
    tabs.length = 0;
    answerFollower.mockReset().mockResolvedValue(undefined);
    reload.mockReset();
  });

  it('my private profile has a Requests tab with Approve and Decline', async () => {
    shown = profile({ isSelf: true, isPrivate: true, pendingRequestCount: 1 });
    show('/u/ava/connections?tab=requests');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Follow requests');
    expect(screen.getByRole('link', { name: 'Requests · 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(tabs.at(-1)).toBe('requests');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Approve @bea' }));
    });
    expect(answerFollower).toHaveBeenCalledWith('bea', 'approve');
    expect(reload).toHaveBeenCalled();
    // The row waits for the list to be read again (it leaves the list); no second answer meanwhile.
    expect(screen.getByRole('button', { name: 'Decline @bea' })).toBeDisabled();
    cleanup();
    show('/u/ava/connections?tab=requests');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Decline @bea' }));
    });
    expect(answerFollower).toHaveBeenCalledWith('bea', 'decline');
  });

  it('my followers each have Remove', async () => {
    shown = profile({ isSelf: true, followerCount: 1 });
    show('/u/ava/connections');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove @bea from your followers' }));
    });
    expect(answerFollower).toHaveBeenCalledWith('bea', 'remove');
    // A public profile with no waiting requests has no Requests tab.
    expect(screen.queryByRole('link', { name: /Requests/ })).not.toBeInTheDocument();
  });

  it("someone else's page has no Requests tab and no buttons, even when asked for it", () => {
    shown = profile({ isPrivate: true, isFollowing: true });
    show('/u/ava/connections?tab=requests');
    expect(tabs.at(-1)).toBe('followers');
    expect(screen.queryByRole('link', { name: /Requests/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
