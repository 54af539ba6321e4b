import { authEvents } from '@/lib/auth-events';
import { getJob } from './get-job';
import { JobStore } from './job-store';

/** The app's one job store, over one EventSource (same origin: the session cookie goes along). */
export const jobStore = new JobStore({
  createSource: (url) => new EventSource(url, { withCredentials: true }),
  fetchJob: getJob,
});

authEvents.onAuthStateChange((event) => {
  if (event === 'SIGNED_OUT' || event === 'SIGNED_IN') jobStore.reset();
});
