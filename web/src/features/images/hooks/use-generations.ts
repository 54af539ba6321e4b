import { useCallback, useMemo, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import type { ImageCreate, JobView } from '@/lib/api-types';
import { refreshCredits } from '@/lib/credits';
import { useActiveJobs } from '@/lib/jobs/get-active-jobs';
import { generateImages } from '../api/generate-images';

export interface Generation {
  jobId: string;
  title: string;
  /** Blur the preview frame: the result may be NSFW (the job does not say until it is done). */
  shouldBlur: boolean;
  body?: ImageCreate;
}

/**
 * The generations on the generator page, newest first: the ones started here, plus after a reload
 * those still running (from GET /api/jobs) and the one named in the address.
 */
export function useGenerations(
  namedJobId: string | null,
  titleOf: (job: Pick<JobView, 'characterId'>) => string,
) {
  const [started, setStarted] = useState<Generation[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const active = useActiveJobs();

  const generations = useMemo(() => {
    const out = [...started];
    const known = new Set(out.map((g) => g.jobId));
    const restored = (active.data ?? []).filter((j) => j.kind === 'image' && !j.chatId);
    for (const job of [...restored].reverse()) {
      if (known.has(job.id)) continue;
      known.add(job.id);
      out.push({ jobId: job.id, title: titleOf(job), shouldBlur: job.shouldBlur });
    }
    if (namedJobId && !known.has(namedJobId)) {
      out.push({ jobId: namedJobId, title: 'Your last generation', shouldBlur: true });
    }
    return out;
  }, [started, active.data, namedJobId, titleOf]);

  const start = useCallback(
    async (body: ImageCreate, title: string, shouldBlur: boolean): Promise<JobView | null> => {
      setBusy(true);
      setError(null);
      try {
        const job = await generateImages(body);
        setStarted((list) => [
          { jobId: job.id, title, shouldBlur: shouldBlur || job.shouldBlur, body },
          ...list,
        ]);
        void refreshCredits();
        return job;
      } catch (e) {
        // 400 and 422 (a refused prompt) carry a detail a person can act on.
        setError(errorMessage(e));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [],
  );

  return { generations, start, busy, error };
}
