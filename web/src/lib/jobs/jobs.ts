import { track } from '@/lib/analytics/client';
import { authEvents } from '@/lib/auth-events';
import { refreshCredits } from '@/lib/credits';
import { getJob } from './get-job';
import { JobStore } from './job-store';

/** The app's one job store, over one EventSource (same origin: the session cookie goes along). */
export const jobStore = new JobStore({
  createSource: (url) => new EventSource(url, { withCredentials: true }),
  fetchJob: getJob,
  // A failed or canceled generation's credits come back: the balance on screen follows.
  onFinished: (job) => {
    if (job.state !== 'succeeded') void refreshCredits();
    else track('generation_finished', { kind: job.kind });
  },
});

authEvents.onAuthStateChange((event) => {
  if (event === 'SIGNED_OUT' || event === 'SIGNED_IN') jobStore.reset();
});
