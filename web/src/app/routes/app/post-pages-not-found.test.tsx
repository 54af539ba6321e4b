import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import type { Me } from '@/lib/api-types';
import { AuthContext } from '@/lib/auth';
import { authFor, me } from '@/test/fixtures';
import { ImagePage } from './image-page';
import { PhotosPage } from './photos-page';

const notFound = () => new ApiError(404, 'NotFound', 'No such post.');
vi.mock('@/features/social/api/get-post', () => ({
  usePost: () => ({ data: undefined, error: notFound() }),
}));
vi.mock('@/features/images/api/get-image', () => ({
  useImage: () => ({ data: undefined, error: notFound() }),
}));
vi.mock('@/features/images/api/get-photo-set', () => ({
  usePhotoSet: () => ({ data: undefined, error: notFound(), mutate: vi.fn() }),
}));

function show(url: string, user: Me | null) {
  return render(
    <AuthContext.Provider value={authFor(user)}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/image/:id" element={<ImagePage />} />
          <Route path="/photos/:id" element={<PhotosPage />} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

describe('a post the viewer may not see is the 404 page (issue 13: /photos/{id}, /image/{id})', () => {
  for (const url of ['/image/p1', '/photos/p1']) {
    it(`${url}: a visitor gets the 404 page, not the log-in screen`, () => {
      show(url, null);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    });

    it(`${url}: another account gets the same 404 page`, () => {
      show(url, me());
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    });
  }
});
