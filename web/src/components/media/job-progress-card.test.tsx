import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@/lib/api-types';
import { AuthContext } from '@/lib/auth';
import { jobStore } from '@/lib/jobs/jobs';
import { authFor, FakeEventSource, job, me } from '@/test/fixtures';
import { JobProgressCard } from './job-progress-card';

const getJob = vi.fn();
const cancelJob = vi.fn();
vi.mock('@/lib/jobs/get-job', () => ({ getJob: (id: string) => getJob(id) }));
vi.mock('@/lib/jobs/cancel-job', () => ({ cancelJob: (id: string) => cancelJob(id) }));

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  jobStore.reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function show(props: Partial<Parameters<typeof JobProgressCard>[0]> = {}, user: Me = me()) {
  return render(
    <AuthContext.Provider value={authFor(user)}>
      <JobProgressCard jobId="j1" {...props} />
    </AuthContext.Provider>,
  );
}

const card = () => screen.getByTestId('job-progress');

describe('JobProgressCard', () => {
  it('shows the place in line and the ETA while queued, and follows the live events', () => {
    jobStore.upsert(job({ state: 'queued', queuePosition: 3, etaSeconds: 21 }));
    show({ title: '2 images of Mira' });
    expect(card()).toHaveAttribute('data-state', 'queued');
    expect(card()).toHaveTextContent('#3 in line');
    expect(card()).toHaveTextContent('about 20 s left');
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
    const source = FakeEventSource.all[0] as FakeEventSource;
    act(() => {
      source.emit(
        job({
          state: 'running',
          progress: 0.42,
          stage: 'sampling',
          etaSeconds: 9,
          previewUrl: 'data:image/jpeg;base64,AA',
        }),
      );
    });
    expect(card()).toHaveAttribute('data-state', 'running');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    expect(card()).toHaveTextContent('42%');
    expect(screen.getByTestId('job-stage')).toHaveTextContent('Sampling…');
    expect(screen.getByTestId('job-eta')).toHaveTextContent('about 10 s left');
    expect(screen.getByTestId('job-preview')).toHaveAttribute('src', 'data:image/jpeg;base64,AA');
  });

  it('blurs the preview frame of NSFW work unless the viewer is verified and opted in', () => {
    jobStore.upsert(
      job({ state: 'running', progress: 0.5, previewUrl: 'data:image/jpeg;base64,A' }),
    );
    const { unmount } = show({ shouldBlur: true });
    expect(screen.getByTestId('job-preview')).toHaveAttribute('data-blurred', 'true');
    unmount();
    show({ shouldBlur: true }, me({ ageVerified: true, showNsfwMedia: true }));
    expect(screen.getByTestId('job-preview')).toHaveAttribute('data-blurred', 'false');
  });

  it('cancels a running job', async () => {
    jobStore.upsert(job({ state: 'running', progress: 0.2 }));
    cancelJob.mockImplementation(async () => {
      const canceled = job({ state: 'canceled' });
      jobStore.upsert(canceled);
      return canceled;
    });
    show();
    await act(async () => {
      fireEvent.click(screen.getByTestId('job-cancel'));
    });
    expect(cancelJob).toHaveBeenCalledWith('j1');
    expect(card()).toHaveAttribute('data-state', 'canceled');
    expect(card()).toHaveTextContent('Canceled');
    expect(screen.queryByTestId('job-cancel')).toBeNull();
  });

  it('shows the error and offers Retry only where the caller gives one', () => {
    jobStore.upsert(job({ state: 'failed', error: 'The GPU backend is unreachable.' }));
    const onRetry = vi.fn();
    const { unmount } = show({ onRetry });
    expect(screen.getByTestId('job-error')).toHaveTextContent('The GPU backend is unreachable.');
    fireEvent.click(screen.getByTestId('job-retry'));
    expect(onRetry).toHaveBeenCalled();
    unmount();
    show();
    expect(screen.queryByTestId('job-retry')).toBeNull();
  });

  it('comes back after a reload from the server (GET /api/jobs/{id})', async () => {
    getJob.mockResolvedValue(job({ state: 'running', progress: 0.7, stage: 'face detail' }));
    show();
    expect(card()).toHaveAttribute('data-state', 'loading');
    expect(await screen.findByText('Face detail…')).toBeInTheDocument();
    expect(getJob).toHaveBeenCalledWith('j1');
    expect(FakeEventSource.all).toHaveLength(1);
  });
});
