import { captureException, type ErrorEvent, init, setUser, withScope } from '@sentry/browser';
import { api } from '@/lib/api-client';
import { CSRF_HEADER, csrfToken } from '@/lib/csrf';
import type { MonitoringConfig } from './error-reporting-send';

/**
 * Keeps what locates an error and drops what a person wrote or what identifies them beyond their id
 * (the server's before_send does the same: observability/sentry.py).
 */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  event.user = event.user?.id ? { id: String(event.user.id) } : {};
  if (event.request) {
    event.request = { url: event.request.url?.split('?')[0] };
  }
  delete event.breadcrumbs;
  delete event.extra;
  return event;
}

/** Starts Sentry's browser SDK, sending through our origin's tunnel, with the signed-in user's id. */
export async function startSentry(config: MonitoringConfig): Promise<void> {
  const token = csrfToken();
  init({
    dsn: config.dsn ?? undefined,
    environment: config.environment,
    release: config.release,
    tunnel: config.tunnel ?? undefined,
    // The tunnel is an /api route: it takes the CSRF token like every other write.
    transportOptions: token ? { headers: { [CSRF_HEADER]: token } } : {},
    maxBreadcrumbs: 0,
    // error-reporting.ts reports uncaught errors itself, with their digest; no session tracking (it
    // would send the user agent and ask Sentry to infer an IP address).
    integrations: (defaults) =>
      defaults.filter((i) => i.name !== 'GlobalHandlers' && i.name !== 'BrowserSession'),
    beforeSend: scrubEvent,
  });
  try {
    const session = (await api.GET('/api/auth/session')).data;
    if (session?.user) setUser({ id: session.user.id });
  } catch {
    // Reported without a user id.
  }
}

export function captureWithDigest(error: unknown, digest: string): void {
  withScope((scope) => {
    scope.setTag('digest', digest);
    captureException(error);
  });
}
