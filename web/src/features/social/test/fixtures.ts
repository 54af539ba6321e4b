import type { Comment, Post, PostMedia, Share } from '../types';

/** Shapes of the social contract (issue 13) for component tests. */
export function postMedia(overrides: Partial<PostMedia> = {}): PostMedia {
  return {
    id: 'm1',
    kind: 'image',
    url: '/api/posts/p1/file',
    thumbUrl: '/api/posts/p1/thumb',
    width: 832,
    height: 1216,
    duration: null,
    shouldBlur: false,
    ...overrides,
  };
}

export function post(overrides: Partial<Post> = {}): Post {
  return {
    id: 'p1',
    author: { id: 'u2', username: 'ava', displayName: 'Ava', avatarUrl: null },
    kind: 'media',
    caption: 'Night out',
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    likeCount: 4,
    commentCount: 2,
    likedByMe: false,
    media: postMedia(),
    character: null,
    canDelete: false,
    ...overrides,
  };
}

export function comment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 'c1',
    postId: 'p1',
    author: { id: 'u3', username: 'bo', displayName: null, avatarUrl: null },
    body: 'Lovely',
    createdAt: '2026-01-02T03:04:05Z',
    canDelete: false,
    ...overrides,
  };
}

export function share(overrides: Partial<Share> = {}): Share {
  return {
    id: 'tok1',
    url: 'http://127.0.0.1:8202/share/tok1',
    kind: 'media',
    title: 'An image by kim',
    createdAt: '2026-01-02T03:04:05Z',
    revokedAt: null,
    ...overrides,
  };
}
