import type { JobView, Me, MediaView, SessionInfo } from '@/lib/api-types';
import type { AuthContextValue } from '@/lib/auth';
import type { EventSourceLike } from '@/lib/jobs/job-store';

export function media(overrides: Partial<MediaView> = {}): MediaView {
  return {
    id: 'm1',
    kind: 'image',
    url: '/api/media/m1/file',
    thumbUrl: '/api/media/m1/thumb',
    width: 916,
    height: 1145,
    orientation: 'portrait',
    shouldBlur: false,
    isPreview: false,
    characterId: 'c1',
    jobId: 'j1',
    parentId: null,
    source: 'preset',
    poseId: null,
    editStyle: null,
    prompt: 'a prompt',
    duration: null,
    hasAudio: false,
    action: null,
    createdAt: '2026-01-02T03:04:05Z',
    ...overrides,
  };
}

export function job(overrides: Partial<JobView> = {}): JobView {
  return {
    id: 'j1',
    kind: 'image',
    state: 'queued',
    progress: 0,
    stage: null,
    queuePosition: null,
    etaSeconds: null,
    previewUrl: null,
    error: null,
    characterId: 'c1',
    chatId: null,
    messageId: null,
    width: 916,
    height: 1145,
    batchSize: 2,
    shouldBlur: false,
    media: [],
    createdAt: '2026-01-02T03:04:05Z',
    finishedAt: null,
    ...overrides,
  };
}

export function me(overrides: Partial<Me> = {}): Me {
  return {
    id: 'u1',
    email: 'kim@example.com',
    username: 'kim',
    displayName: null,
    bio: null,
    avatarUrl: null,
    country: null,
    role: 'user',
    isSubscriber: false,
    isBanned: false,
    banReason: null,
    ageConfirmed: true,
    ageVerified: false,
    showNsfwMedia: false,
    createdAt: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

/** What AuthContext holds for a signed-in user. */
export function authFor(user: Me | null): AuthContextValue {
  const session: SessionInfo = {
    user,
    csrfToken: 't',
    ageConfirmed: true,
    banned: null,
    providers: [],
    ageVerifier: 'self',
  };
  return {
    session,
    user,
    isLoading: false,
    error: undefined,
    applySession: async () => {},
    refresh: async () => session,
  };
}

/** An EventSource the test drives: `emit` sends a `job` event, `fail` drops or refuses it. */
export class FakeEventSource implements EventSourceLike {
  static all: FakeEventSource[] = [];
  readyState = 0;
  onerror: ((event: Event) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  emit(data: unknown) {
    for (const listener of this.listeners.get('job') ?? []) {
      listener(new MessageEvent('job', { data: JSON.stringify(data) }));
    }
  }

  /** `closed`: the server refused (the browser gives up); otherwise it reconnects by itself. */
  fail(closed: boolean) {
    this.readyState = closed ? 2 : 0;
    this.onerror?.(new Event('error'));
  }

  close() {
    this.closed = true;
    this.readyState = 2;
  }
}
