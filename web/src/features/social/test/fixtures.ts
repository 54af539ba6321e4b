import type { Comment, Post, PostMedia, Profile, Share, UserSummary } from '../types';

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
    targetId: 'm1',
    title: 'An image by kim',
    createdAt: '2026-01-02T03:04:05Z',
    revokedAt: null,
    ...overrides,
  };
}

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'u1',
    username: 'ava',
    displayName: 'Ava',
    bio: null,
    avatarUrl: null,
    createdAt: '2026-01-01T00:00:00Z',
    followerCount: 0,
    followingCount: 0,
    postCount: 0,
    isSelf: false,
    isFollowing: false,
    followRequested: false,
    followsYou: false,
    pendingRequestCount: 0,
    isBlocked: false,
    isPrivate: false,
    canSeePosts: true,
    ...overrides,
  };
}

export function userSummary(overrides: Partial<UserSummary> = {}): UserSummary {
  return { id: 'u2', username: 'bea', displayName: 'Bea', avatarUrl: null, ...overrides };
}
