import { useEffect, useSyncExternalStore } from 'react';
import type { JobView } from '@/lib/api-types';
import { isFinished } from './job-store';
import { jobStore } from './jobs';

export interface JobState {
  job: JobView | undefined;
  /** Reading the job failed (it was deleted, or the server is away). */
  error: unknown;
}

/**
 * One job as the store knows it, live: unknown jobs are read once (after a reload), and the event
 * stream stays open while the job is unfinished.
 */
export function useJob(id: string | null | undefined): JobState {
  const job = useSyncExternalStore(jobStore.subscribe, () => (id ? jobStore.get(id) : undefined));
  const error = useSyncExternalStore(jobStore.subscribe, () =>
    id ? jobStore.error(id) : undefined,
  );
  const known = job !== undefined;
  const finished = isFinished(job);

  useEffect(() => {
    if (!id || finished) return undefined;
    const release = jobStore.retain();
    if (!known) void jobStore.load(id);
    return release;
  }, [id, known, finished]);

  return { job, error };
}

/** A job the store already holds (a photo's job seen this session), without reading or following it. */
export function useKnownJob(id: string | null | undefined): JobView | undefined {
  return useSyncExternalStore(jobStore.subscribe, () => (id ? jobStore.get(id) : undefined));
}
