import type { JobView } from '@/lib/api-types';
import { useJob, useKnownJob } from '@/lib/jobs/use-job';
import type { MediaResult } from '../lib/ui-messages';

/** The job behind a chat media result: a stored result is final (its job only as far as the store
 * already knows it); a pending one follows its job live, also after a reload. */
export function useResultJob(result: MediaResult, stored: boolean): JobView | undefined {
  const live = useJob(stored ? null : result.triggerRunId).job;
  return useKnownJob(stored ? result.triggerRunId : null) ?? live;
}
