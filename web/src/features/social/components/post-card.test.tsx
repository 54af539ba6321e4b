import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@/lib/api-types';
import { AuthContext } from '@/lib/auth';
import { authFor, me } from '@/test/fixtures';
import { post, postMedia } from '../test/fixtures';
import type { LikeState, Post } from '../types';
import { PostCard } from './post-card';

const likePost = vi.fn();
vi.mock('../api/like-post', () => ({
  likePost: (id: string, liked: boolean) => likePost(id, liked),
}));

function show(p: Post, user: Me | null = me()) {
  return render(
    <AuthContext.Provider value={authFor(user)}>
      <MemoryRouter>
        <PostCard post={p} />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

describe('PostCard (issue 13: the feed)', () => {
  beforeEach(() => {
    likePost.mockReset();
  });

  it('shows the picture, the author linking to /u/{username}, and the caption', () => {
    show(post());
    expect(screen.getByTestId('post-media')).toHaveAttribute('data-should-blur', 'false');
    expect(screen.getByRole('img', { name: 'Night out' })).toHaveAttribute(
      'src',
      '/api/posts/p1/file',
    );
    expect(screen.getByTestId('user-chip')).toHaveAttribute('href', '/u/ava');
    expect(screen.getByTestId('post-caption')).toHaveTextContent('Night out');
    expect(screen.queryByTestId('nsfw-overlay')).not.toBeInTheDocument();
  });

  it('keeps NSFW media blurred behind the overlay, with no way to reveal it (safety policy)', () => {
    show(post({ media: postMedia({ shouldBlur: true }) }), null);
    const overlay = screen.getByTestId('nsfw-overlay');
    expect(overlay).toHaveTextContent('NSFW — verify your age to view');
    expect(screen.getByRole('link', { name: 'Verify age' })).toHaveAttribute(
      'href',
      '/profile/account',
    );
    expect(screen.getByRole('img', { name: 'Night out' })).toHaveClass('blur-2xl');
    // Not the shared "Tap to reveal": the server sent blurred bytes, and nothing here unblurs them.
    expect(screen.queryByTestId('reveal-button')).not.toBeInTheDocument();
    fireEvent.click(overlay);
    expect(screen.getByRole('img', { name: 'Night out' })).toHaveClass('blur-2xl');
  });

  it('blurs even for a verified adult who opted in when the server says so', () => {
    show(
      post({ media: postMedia({ shouldBlur: true }) }),
      me({ ageVerified: true, showNsfwMedia: true }),
    );
    expect(screen.getByTestId('nsfw-overlay')).toBeInTheDocument();
  });

  it('likes at once (optimistic) and settles on the server answer', async () => {
    let answer: (state: LikeState) => void = () => {};
    likePost.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    show(post({ likeCount: 4, likedByMe: false }));
    const like = screen.getByTestId('like-button');
    fireEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('like-count')).toHaveTextContent('5');
    expect(likePost).toHaveBeenCalledWith('p1', true);
    await act(async () => answer({ likeCount: 9, likedByMe: true }));
    expect(screen.getByTestId('like-count')).toHaveTextContent('9');
  });

  it('unlikes, and puts the like back with the reason when the server refuses', async () => {
    likePost.mockImplementation(async () => {
      throw new Error('Post not found.');
    });
    show(post({ likeCount: 5, likedByMe: true }));
    const like = screen.getByTestId('like-button');
    fireEvent.click(like);
    expect(await screen.findByRole('alert')).toHaveTextContent('Post not found.');
    expect(likePost).toHaveBeenCalledWith('p1', false);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('like-count')).toHaveTextContent('5');
  });

  it('sends a visitor to log in instead of liking', () => {
    show(post(), null);
    fireEvent.click(screen.getByTestId('like-button'));
    expect(likePost).not.toHaveBeenCalled();
  });
});
