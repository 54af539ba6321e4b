import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, job } from '@/test/fixtures';
import { isFinished, JobStore, mergeJob } from './job-store';

function makeStore(fetchJob = vi.fn(async (id: string) => job({ id, state: 'succeeded' }))) {
  const store = new JobStore({
    createSource: (url) => new FakeEventSource(url),
    fetchJob,
    idleCloseMs: 1000,
    retryMs: 500,
  });
  return { store, fetchJob };
}

beforeEach(() => {
  FakeEventSource.all = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('mergeJob', () => {
  it('never takes a job back to an earlier state (answers can cross)', () => {
    const running = job({ state: 'running', progress: 0.4 });
    expect(mergeJob(running, job({ state: 'queued', queuePosition: 3 }))).toBe(running);
    const done = job({ state: 'succeeded', progress: 1 });
    expect(mergeJob(done, running)).toBe(done);
    expect(mergeJob(running, done)).toBe(done);
  });

  it('keeps the last preview frame while the job runs', () => {
    const withPreview = job({ state: 'running', previewUrl: 'data:image/jpeg;base64,AA' });
    const next = mergeJob(withPreview, job({ state: 'running', progress: 0.6 }));
    expect(next.previewUrl).toBe('data:image/jpeg;base64,AA');
    expect(next.progress).toBe(0.6);
    expect(mergeJob(withPreview, job({ state: 'succeeded' })).previewUrl).toBeNull();
  });

  it('knows which states are final', () => {
    expect(isFinished(job({ state: 'queued' }))).toBe(false);
    expect(isFinished(job({ state: 'running' }))).toBe(false);
    for (const state of ['succeeded', 'failed', 'canceled'] as const) {
      expect(isFinished(job({ state }))).toBe(true);
    }
  });
});

describe('JobStore', () => {
  it('opens one stream for all watchers and keys events by job id', () => {
    const { store } = makeStore();
    const seen = vi.fn();
    store.subscribe(seen);
    const releaseA = store.retain();
    const releaseB = store.retain();
    expect(FakeEventSource.all).toHaveLength(1);
    expect(FakeEventSource.all[0]?.url).toBe('/api/jobs/events');
    const source = FakeEventSource.all[0] as FakeEventSource;
    source.open();
    source.emit(job({ id: 'a', state: 'queued', queuePosition: 2 }));
    source.emit(job({ id: 'b', state: 'running', progress: 0.5 }));
    source.emit(job({ id: 'a', state: 'queued', queuePosition: 1 }));
    expect(store.get('a')?.queuePosition).toBe(1);
    expect(store.get('b')?.progress).toBe(0.5);
    expect(seen).toHaveBeenCalledTimes(3);
    releaseA();
    releaseB();
    releaseB();
    expect(source.closed).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(source.closed).toBe(true);
  });

  it('reads a job again when the stream first opens after the job was added (it may have ended already)', async () => {
    const fetchJob = vi.fn(async (id: string) =>
      job({ id, state: 'failed', error: 'The GPU server is down.' }),
    );
    const { store } = makeStore(fetchJob);
    store.upsert(job({ id: 'a', state: 'queued', queuePosition: 1 })); // the POST's answer
    const release = store.retain();
    const source = FakeEventSource.all[0] as FakeEventSource;
    source.open(); // the snapshot lists active jobs only; 'a' failed before the stream opened
    await vi.waitFor(() => expect(store.get('a')?.state).toBe('failed'));
    expect(fetchJob).toHaveBeenCalledWith('a');
    release();
  });

  it('says once when a job it saw running ends (the credits on screen follow)', () => {
    const onFinished = vi.fn();
    const store = new JobStore({
      createSource: (url) => new FakeEventSource(url),
      fetchJob: vi.fn(),
      onFinished,
    });
    store.upsert(job({ id: 'a', state: 'running', progress: 0.4 }));
    store.upsert(job({ id: 'b', state: 'succeeded' }));
    expect(onFinished).not.toHaveBeenCalled();
    store.upsert(job({ id: 'a', state: 'failed', error: 'The GPU server is down.' }));
    store.upsert(job({ id: 'a', state: 'failed', error: 'The GPU server is down.' }));
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(onFinished.mock.calls[0]?.[0]).toMatchObject({ id: 'a', state: 'failed' });
  });

  it('keeps the stream when a new watcher comes before the idle close', () => {
    const { store } = makeStore();
    store.retain()();
    vi.advanceTimersByTime(500);
    const release = store.retain();
    vi.advanceTimersByTime(5000);
    expect(FakeEventSource.all).toHaveLength(1);
    expect(FakeEventSource.all[0]?.closed).toBe(false);
    release();
  });

  it('takes jobs from POST answers, and ignores a stale one', () => {
    const { store } = makeStore();
    store.upsert(job({ id: 'x', state: 'running', progress: 0.3 }));
    store.upsert(job({ id: 'x', state: 'queued', queuePosition: 4 }));
    expect(store.get('x')?.state).toBe('running');
  });

  it('opens a refused stream again after a growing wait', () => {
    const { store } = makeStore();
    store.retain();
    (FakeEventSource.all[0] as FakeEventSource).fail(true);
    vi.advanceTimersByTime(499);
    expect(FakeEventSource.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.all).toHaveLength(2);
    (FakeEventSource.all[1] as FakeEventSource).fail(true);
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.all).toHaveLength(3);
  });

  it('leaves a dropped stream to the browser, which reconnects by itself', () => {
    const { store } = makeStore();
    store.retain();
    (FakeEventSource.all[0] as FakeEventSource).fail(false);
    vi.advanceTimersByTime(10_000);
    expect(FakeEventSource.all).toHaveLength(1);
  });

  it('after a reconnect reads again the jobs that were still running (the snapshot lists only active ones)', async () => {
    const { store, fetchJob } = makeStore();
    store.retain();
    const source = FakeEventSource.all[0] as FakeEventSource;
    source.open();
    source.emit(job({ id: 'r', state: 'running' }));
    source.emit(job({ id: 'd', state: 'succeeded' }));
    expect(fetchJob).not.toHaveBeenCalled();
    source.fail(false);
    source.open();
    expect(fetchJob).toHaveBeenCalledTimes(1);
    expect(fetchJob).toHaveBeenCalledWith('r');
    await vi.runAllTimersAsync();
    expect(store.get('r')?.state).toBe('succeeded');
  });

  it('reads an unknown job once, however many ask, and remembers a failure', async () => {
    const fetchJob = vi.fn(async () => {
      throw new Error('Generation not found.');
    });
    const { store } = makeStore(fetchJob);
    const first = store.load('gone');
    const second = store.load('gone');
    await Promise.all([first, second]);
    expect(fetchJob).toHaveBeenCalledTimes(1);
    expect(store.error('gone')).toBeInstanceOf(Error);
  });

  it('forgets everything on sign-out', () => {
    const { store } = makeStore();
    store.retain();
    store.upsert(job({ id: 'a' }));
    store.reset();
    expect(store.get('a')).toBeUndefined();
    expect(FakeEventSource.all[0]?.closed).toBe(true);
  });
});
