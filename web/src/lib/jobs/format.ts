import type { JobView } from '@/lib/api-types';

/** "about 20 s", "about 2 min"; null when there is no estimate yet. */
export function formatEta(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) {
    return null;
  }
  if (seconds < 5) return 'a few seconds';
  if (seconds < 60) return `about ${Math.round(seconds / 5) * 5} s`;
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? `about ${minutes} min` : `about ${Math.round(minutes / 6) / 10} h`;
}

/** The whole-run progress as a whole percentage, 0 to 100. */
export function progressPercent(job: Pick<JobView, 'progress'>): number {
  const value = Number.isFinite(job.progress) ? job.progress : 0;
  return Math.round(Math.min(1, Math.max(0, value)) * 100);
}

/** "#3 in line" while the job waits (in our queue, or the GPU backend's); null otherwise. */
export function queueText(job: Pick<JobView, 'state' | 'queuePosition'>): string | null {
  const place = job.queuePosition;
  if (job.state !== 'queued' && job.state !== 'running') return null;
  if (place === null || place === undefined || place < 1) return null;
  return place === 1 ? '#1 in line · next up' : `#${place} in line`;
}

/** The stage as a person reads it: "Sampling…", "Face detail…". */
export function stageText(stage: string | null | undefined): string | null {
  const text = stage?.trim();
  if (!text || text === 'done') return null;
  return `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}…`;
}
