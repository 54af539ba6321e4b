import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Me } from '@/lib/api-types';
import { AuthContext } from '@/lib/auth';
import { authFor, me } from '@/test/fixtures';
import { NsfwMediaToggle } from './nsfw-media-toggle';

const updateMe = vi.fn();
vi.mock('../api/update-me', () => ({ updateMe: (body: unknown) => updateMe(body) }));

function show(user: Me) {
  const auth = { ...authFor(user), applySession: vi.fn(async () => {}) };
  render(
    <AuthContext.Provider value={auth}>
      <NsfwMediaToggle />
    </AuthContext.Provider>,
  );
  return auth;
}

describe('NSFW media opt-in (safety policy)', () => {
  it('explains that it needs a verified age, and cannot be turned on without one', () => {
    show(me({ ageVerified: false }));
    expect(screen.getByRole('switch')).toBeDisabled();
    expect(screen.getByTestId('nsfw-toggle')).toHaveTextContent('needs a verified age');
  });

  it('turns on for a verified adult and refreshes the session', async () => {
    updateMe.mockResolvedValue(me({ ageVerified: true, showNsfwMedia: true }));
    const auth = show(me({ ageVerified: true }));
    const toggle = screen.getByRole('switch');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await act(async () => {
      fireEvent.click(toggle);
    });
    expect(updateMe).toHaveBeenCalledWith({ showNsfwMedia: true });
    expect(auth.applySession).toHaveBeenCalledWith(null, 'USER_UPDATED');
  });
});
