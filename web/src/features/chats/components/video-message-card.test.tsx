import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '@/lib/auth';
import { jobStore } from '@/lib/jobs/jobs';
import { authFor, FakeEventSource, job, me, media } from '@/test/fixtures';
import type { MediaResult } from '../lib/ui-messages';
import { type VideoActions, VideoContext } from './video-context';
import { VideoMessageCard } from './video-message-card';

const getJob = vi.fn();
vi.mock('@/lib/jobs/get-job', () => ({ getJob: (id: string) => getJob(id) }));

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  jobStore.reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function show(result: MediaResult, overrides: Partial<VideoActions> = {}) {
  const actions: VideoActions = {
    open: vi.fn(),
    retry: vi.fn(),
    canRetry: () => true,
    locked: false,
    ...overrides,
  };
  render(
    <AuthContext.Provider value={authFor(me())}>
      <VideoContext.Provider value={actions}>
        <VideoMessageCard result={result} messageId="d1" characterId="c1" />
      </VideoContext.Provider>
    </AuthContext.Provider>,
  );
  return actions;
}

const card = () => screen.getByTestId('data-message');
const pending: MediaResult = {
  id: 'v1',
  triggerRunId: 'run1',
  error: null,
  videoUrl: null,
  inputImageUrl: '/api/media/i1/file',
  shouldBlur: false,
  width: 480,
  height: 832,
  mode: 'image-to-video',
};

describe('a video in the chat (spec 3 genVideo)', () => {
  it('shows the progress card while pending, then plays the video in place', () => {
    jobStore.upsert(job({ id: 'run1', kind: 'video', state: 'queued', queuePosition: 3 }));
    show(pending);
    expect(card()).toHaveAttribute('data-state', 'pending');
    expect(card()).toHaveAttribute('data-kind', 'video');
    expect(screen.getByTestId('job-progress')).toHaveTextContent('Animating the photo…');
    expect(screen.getByTestId('job-progress')).toHaveTextContent('#3 in line');
    act(() => {
      (FakeEventSource.all[0] as FakeEventSource).emit(
        job({
          id: 'run1',
          kind: 'video',
          state: 'succeeded',
          progress: 1,
          media: [
            media({
              id: 'v1',
              kind: 'video',
              url: '/api/media/v1/file',
              width: 480,
              height: 832,
              isPreview: true,
            }),
          ],
        }),
      );
    });
    expect(card()).toHaveAttribute('data-state', 'done');
    const video = card().querySelector('video');
    expect(video).toHaveAttribute('src', '/api/media/v1/file');
    // The picture it was made from stands in until it plays.
    expect(video).toHaveAttribute('poster', '/api/media/i1/file');
    expect(screen.getByTestId('preview-badge')).toBeInTheDocument();
  });

  it('shows a stored video without asking the server about its job, blurred when it should be', () => {
    show({ ...pending, videoUrl: '/api/media/v1/file', shouldBlur: true });
    expect(card()).toHaveAttribute('data-state', 'done');
    expect(card()).toHaveAttribute('data-blurred', 'true');
    expect(screen.getByText('Tap to reveal')).toBeInTheDocument();
    expect(getJob).not.toHaveBeenCalled();
    expect(FakeEventSource.all).toHaveLength(0);
  });

  it('offers Extend and Say it on a finished video', () => {
    const actions = show({ ...pending, videoUrl: '/api/media/v1/file' });
    fireEvent.click(screen.getByTestId('extend-button'));
    expect(actions.open).toHaveBeenCalledWith({
      action: 'extend',
      source: expect.objectContaining({
        kind: 'video',
        url: '/api/media/v1/file',
        messageId: 'd1',
        characterId: 'c1',
      }),
    });
    fireEvent.click(screen.getByTestId('say-it-button'));
    expect(actions.open).toHaveBeenLastCalledWith(
      expect.objectContaining({
        action: 'say',
        source: expect.objectContaining({ kind: 'video' }),
      }),
    );
  });

  it('shows the error with Retry', () => {
    const actions = show({ ...pending, error: 'The GPU service is away.' });
    expect(card()).toHaveAttribute('data-state', 'failed');
    expect(screen.getByTestId('video-error')).toHaveTextContent('The GPU service is away.');
    fireEvent.click(screen.getByTestId('video-retry'));
    expect(actions.retry).toHaveBeenCalledWith('d1', expect.objectContaining({ id: 'v1' }), 'c1');
  });

  it('says a canceled video was canceled, and offers no Retry when there is nothing to retry from', () => {
    show({ ...pending, error: 'Canceled.' }, { canRetry: () => false });
    expect(card()).toHaveTextContent('The video was canceled.');
    expect(screen.queryByTestId('video-retry')).toBeNull();
  });
});
