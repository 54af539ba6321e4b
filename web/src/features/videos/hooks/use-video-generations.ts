import { useCallback, useMemo, useState } from 'react';
import type { JobView } from '@/lib/api-types';
import { useActiveJobs } from '@/lib/jobs/get-active-jobs';
import { startVideo } from '@/lib/media/start-video';
import type { VideoRequest } from '../types';

/** The job kinds of videos (a video enhance is a job of its own). */
export const VIDEO_JOB_KINDS = new Set(['video', 'video_enhance']);

export interface VideoGeneration {
  jobId: string;
  title: string;
  /** Blur the preview frame until the job says (an NSFW action is blurred at once). */
  shouldBlur: boolean;
  /** Send it again (Retry). */
  body?: VideoRequest;
}

/**
 * The videos on the generator, newest first: the ones started here, plus after a reload those still
 * running (from GET /api/jobs) and the one named in the address.
 */
export function useVideoGenerations(
  namedJobId: string | null,
  titleOf: (job: Pick<JobView, 'characterId'>) => string,
) {
  const [started, setStarted] = useState<VideoGeneration[]>([]);
  const active = useActiveJobs();

  const generations = useMemo(() => {
    const out = [...started];
    const known = new Set(out.map((g) => g.jobId));
    const restored = (active.data ?? []).filter((j) => VIDEO_JOB_KINDS.has(j.kind) && !j.chatId);
    for (const job of [...restored].reverse()) {
      if (known.has(job.id)) continue;
      known.add(job.id);
      out.push({ jobId: job.id, title: titleOf(job), shouldBlur: job.shouldBlur });
    }
    if (namedJobId && !known.has(namedJobId)) {
      out.push({ jobId: namedJobId, title: 'Your last video', shouldBlur: true });
    }
    return out;
  }, [started, active.data, namedJobId, titleOf]);

  /** Shows a job started elsewhere (a follow-up of a result) at the top. */
  const add = useCallback((generation: VideoGeneration) => {
    setStarted((list) => [generation, ...list.filter((g) => g.jobId !== generation.jobId)]);
  }, []);

  /** Starts a video; errors are thrown for the form to place next to its controls. */
  const start = useCallback(
    async (body: VideoRequest, title: string, shouldBlur: boolean) => {
      const { job } = await startVideo(body);
      add({ jobId: job.id, title, shouldBlur: shouldBlur || job.shouldBlur, body });
      return job;
    },
    [add],
  );

  return { generations, start, add };
}
