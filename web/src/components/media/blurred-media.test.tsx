import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Me } from '@/lib/api-types';
import { AuthContext } from '@/lib/auth';
import { mustBlur } from '@/lib/media/blur';
import { authFor, me } from '@/test/fixtures';
import { BlurredMedia } from './blurred-media';

function show(shouldBlur: boolean, user: Me | null = me(), isPreview = false) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <BlurredMedia
            media={{ src: '/x.png', shouldBlur, isPreview, width: 916, height: 1145 }}
            alt="Mira at the beach"
            to="/image/m1"
          />
        ),
      },
      { path: '/image/m1', element: <p>IMAGE PAGE</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AuthContext.Provider value={authFor(user)}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
}

describe('blurred media (safety policy: NSFW blurred unless a verified adult opted in)', () => {
  it('decides by the flag, the verified age and the opt-in together', () => {
    expect(mustBlur(false, null)).toBe(false);
    expect(mustBlur(true, null)).toBe(true);
    expect(mustBlur(true, me({ showNsfwMedia: true }))).toBe(true);
    expect(mustBlur(true, me({ ageVerified: true }))).toBe(true);
    expect(mustBlur(true, me({ ageVerified: true, showNsfwMedia: true }))).toBe(false);
  });

  it('hides an NSFW image behind "Tap to reveal" until tapped; the link works after', () => {
    show(true);
    const gate = screen.getByTestId('blur-gate');
    expect(gate).toHaveAttribute('data-blurred', 'true');
    expect(screen.getByText('Tap to reveal')).toBeInTheDocument();
    // What is hidden cannot be reached until revealed.
    expect(document.querySelector('a')?.closest('[inert]')).not.toBeNull();
    fireEvent.click(screen.getByTestId('reveal-button'));
    expect(gate).toHaveAttribute('data-blurred', 'false');
    expect(screen.queryByText('Tap to reveal')).toBeNull();
    expect(document.querySelector('a')?.closest('[inert]')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Mira at the beach' }));
    expect(screen.getByText('IMAGE PAGE')).toBeInTheDocument();
  });

  it('shows it plainly to a verified adult who opted in, and safe images to everyone', () => {
    show(true, me({ ageVerified: true, showNsfwMedia: true }));
    expect(screen.getByTestId('blur-gate')).toHaveAttribute('data-blurred', 'false');
    expect(screen.queryByText('Tap to reveal')).toBeNull();
  });

  it('marks what the preview backend made', () => {
    show(false, me(), true);
    expect(screen.getByTestId('preview-badge')).toHaveTextContent('Preview');
    expect(screen.getByTestId('blur-gate')).toHaveAttribute('data-blurred', 'false');
  });
});
