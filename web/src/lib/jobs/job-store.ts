import type { JobState, JobView } from '@/lib/api-types';

export const JOB_EVENTS_URL = '/api/jobs/events';

const RANK: Record<JobState, number> = {
  queued: 0,
  running: 1,
  succeeded: 2,
  failed: 2,
  canceled: 2,
};

export function isFinished(job: Pick<JobView, 'state'> | undefined): boolean {
  return job !== undefined && RANK[job.state] === 2;
}

/**
 * The newer of two views of one job. Answers can cross (a POST's "queued" after the stream's
 * "running"), so a job never goes back a state; the preview frame only travels in live events, so the
 * last one stays while the job runs.
 */
export function mergeJob(prev: JobView | undefined, next: JobView): JobView {
  if (!prev) return next;
  if (RANK[next.state] < RANK[prev.state]) return prev;
  if (next.state === 'running' && !next.previewUrl && prev.previewUrl) {
    return { ...next, previewUrl: prev.previewUrl };
  }
  return next;
}

/** What the store needs from EventSource (a fake one in tests). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
  onerror: ((event: Event) => void) | null;
  onopen: ((event: Event) => void) | null;
}

export interface JobStoreOptions {
  createSource(url: string): EventSourceLike;
  fetchJob(id: string): Promise<JobView>;
  /** How long the stream stays open after its last watcher leaves (ms): page changes reuse it. */
  idleCloseMs?: number;
  /** The first wait before opening a closed stream again (ms); it doubles up to a minute. */
  retryMs?: number;
  /** A job this store saw unfinished has just ended (its credits were captured or given back). */
  onFinished?(job: JobView): void;
}

const CLOSED = 2;
const MAX_RETRY_MS = 60_000;

/**
 * Every generation job the browser knows of, keyed by id, kept current by one EventSource on
 * /api/jobs/events (a snapshot of the active jobs, then each change). The stream is open while
 * something watches an unfinished job (and a little after), so idle pages hold no connection.
 */
export class JobStore {
  private jobs = new Map<string, JobView>();
  private errors = new Map<string, unknown>();
  private loading = new Map<string, Promise<void>>();
  private listeners = new Set<() => void>();
  private source: EventSourceLike | null = null;
  private holds = 0;
  private retryMs: number;
  private closeTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: JobStoreOptions) {
    this.retryMs = options.retryMs ?? 1000;
  }

  get(id: string): JobView | undefined {
    return this.jobs.get(id);
  }

  error(id: string): unknown {
    return this.errors.get(id);
  }

  get connected(): boolean {
    return this.source !== null;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Adds or updates a job (a POST's answer, an event, a fetch). */
  upsert(job: JobView): void {
    const prev = this.jobs.get(job.id);
    const next = mergeJob(prev, job);
    this.errors.delete(job.id);
    if (next === prev) return;
    this.jobs.set(job.id, next);
    if (prev && !isFinished(prev) && isFinished(next)) this.options.onFinished?.(next);
    this.emit();
  }

  /** Reads a job from the server once (a reload, or a job that ended while the stream was away). */
  load(id: string): Promise<void> {
    const pending = this.loading.get(id);
    if (pending) return pending;
    const request = this.options
      .fetchJob(id)
      .then((job) => this.upsert(job))
      .catch((error: unknown) => {
        this.errors.set(id, error);
        this.emit();
      })
      .finally(() => this.loading.delete(id));
    this.loading.set(id, request);
    return request;
  }

  /** Keeps the event stream open until the returned function is called. */
  retain(): () => void {
    this.holds += 1;
    clearTimeout(this.closeTimer);
    if (!this.source && this.retryTimer === undefined) this.open();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds -= 1;
      if (this.holds > 0) return;
      clearTimeout(this.closeTimer);
      this.closeTimer = setTimeout(() => this.close(), this.options.idleCloseMs ?? 5000);
    };
  }

  /** Signed out: forget everything and hang up. */
  reset(): void {
    this.close();
    this.jobs.clear();
    this.errors.clear();
    this.emit();
  }

  private open(): void {
    const source = this.options.createSource(JOB_EVENTS_URL);
    this.source = source;
    source.addEventListener('job', (event) => {
      try {
        this.upsert(JSON.parse(event.data) as JobView);
      } catch {
        // A malformed event is skipped; the next one carries the whole job again.
      }
    });
    source.onopen = () => {
      this.retryMs = this.options.retryMs ?? 1000;
      // The snapshot lists active jobs only: a job that ended while the stream was away, or before it
      // first opened (one that failed at once, right after its POST answered), is read again.
      for (const job of this.jobs.values()) if (!isFinished(job)) void this.load(job.id);
    };
    source.onerror = () => {
      // The browser reconnects by itself after a dropped connection; a refused one (an error status)
      // closes the source for good, so it is opened again after a growing wait.
      if (source.readyState !== CLOSED || this.source !== source) return;
      this.source = null;
      if (this.holds === 0) return;
      const wait = this.retryMs;
      this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
      this.retryTimer = setTimeout(() => {
        this.retryTimer = undefined;
        if (this.holds > 0 && !this.source) this.open();
      }, wait);
    };
  }

  private close(): void {
    clearTimeout(this.closeTimer);
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.source?.close();
    this.source = null;
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
