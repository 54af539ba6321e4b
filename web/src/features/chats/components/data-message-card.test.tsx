import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '@/lib/auth';
import { jobStore } from '@/lib/jobs/jobs';
import { authFor, FakeEventSource, job, me, media } from '@/test/fixtures';
import type { MediaResult } from '../lib/ui-messages';
import { DataMessageCard } from './data-message-card';
import { PhotoContext } from './photo-context';

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

function show(result: MediaResult, retry = vi.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <PhotoContext.Provider value={{ retry, locked: false }}>
            <DataMessageCard result={result} messageId="d1" characterId="c1" />
          </PhotoContext.Provider>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AuthContext.Provider value={authFor(me())}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return retry;
}

const card = () => screen.getByTestId('data-message');

describe('a photo in the chat (spec 3 genImage)', () => {
  it('shows the progress card while pending, then the picture in place', () => {
    jobStore.upsert(job({ id: 'run1', state: 'queued', queuePosition: 2, chatId: 'chat' }));
    show({ id: 'img1', triggerRunId: 'run1', imageUrl: null, error: null, shouldBlur: true });
    expect(card()).toHaveAttribute('data-state', 'pending');
    expect(screen.getByTestId('job-progress')).toHaveTextContent('#2 in line');
    act(() => {
      (FakeEventSource.all[0] as FakeEventSource).emit(
        job({
          id: 'run1',
          state: 'succeeded',
          progress: 1,
          media: [
            media({ id: 'img1', url: '/api/media/img1/file', shouldBlur: true, isPreview: true }),
          ],
        }),
      );
    });
    expect(card()).toHaveAttribute('data-state', 'done');
    expect(card()).toHaveAttribute('data-blurred', 'true');
    expect(screen.getByTestId('preview-badge')).toBeInTheDocument();
    expect(screen.getByText('Tap to reveal')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('reveal-button'));
    expect(screen.getByRole('link')).toHaveAttribute('href', '/image/img1');
  });

  it('shows a stored result without asking the server about its job', () => {
    show({ id: 'img2', triggerRunId: 'run2', imageUrl: '/api/media/img2/file', shouldBlur: false });
    expect(card()).toHaveAttribute('data-state', 'done');
    expect(screen.getByRole('img', { name: 'A photo in the chat' })).toHaveAttribute(
      'src',
      '/api/media/img2/file',
    );
    expect(getJob).not.toHaveBeenCalled();
    expect(FakeEventSource.all).toHaveLength(0);
  });

  it('shows the error with Retry, which asks again', () => {
    const retry = show({ id: 'img3', triggerRunId: 'run3', imageUrl: null, error: 'Canceled.' });
    expect(card()).toHaveAttribute('data-state', 'failed');
    expect(screen.getByTestId('photo-error')).toHaveTextContent('Canceled.');
    fireEvent.click(screen.getByTestId('photo-retry'));
    expect(retry).toHaveBeenCalledWith('c1');
  });
});
