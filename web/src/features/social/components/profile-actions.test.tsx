import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '@/lib/auth';
import { authFor, me } from '@/test/fixtures';
import { profile } from '../test/fixtures';
import type { Profile } from '../types';
import { ProfileActions } from './profile-actions';

const followUser = vi.fn();
vi.mock('../api/follow-user', () => ({
  followUser: (user: string, follow: boolean) => followUser(user, follow),
}));

function show(p: Profile) {
  return render(
    <AuthContext.Provider value={authFor(me())}>
      <MemoryRouter>
        <ProfileActions profile={p} />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

async function tapFollow() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('follow-button'));
  });
}

describe('ProfileActions (issue 13: following a private profile is a request)', () => {
  beforeEach(() => {
    followUser.mockReset().mockResolvedValue(profile());
  });

  it('Follow on a public profile follows', async () => {
    show(profile());
    expect(screen.getByTestId('follow-button')).toHaveTextContent('Follow');
    await tapFollow();
    expect(followUser).toHaveBeenCalledWith('ava', true);
  });

  it('Follow on a private profile sends a request', async () => {
    show(profile({ isPrivate: true, canSeePosts: false }));
    expect(screen.getByTestId('follow-button')).toHaveTextContent('Follow');
    await tapFollow();
    expect(followUser).toHaveBeenCalledWith('ava', true);
  });

  it('Requested cancels the request', async () => {
    show(profile({ isPrivate: true, followRequested: true, canSeePosts: false }));
    const button = screen.getByTestId('follow-button');
    expect(button).toHaveTextContent('Requested');
    expect(button).toHaveAccessibleName('Requested: cancel the request');
    await tapFollow();
    expect(followUser).toHaveBeenCalledWith('ava', false);
  });

  it('Following unfollows', async () => {
    show(profile({ isFollowing: true }));
    expect(screen.getByTestId('follow-button')).toHaveTextContent('Following');
    await tapFollow();
    expect(followUser).toHaveBeenCalledWith('ava', false);
  });
});
