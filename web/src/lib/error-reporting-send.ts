import type { components } from '@/api/gen/schema';
import { api } from '@/lib/api-client';
import { CSRF_HEADER, csrfToken } from '@/lib/csrf';

/** What the server says about error reporting: a DSN turns on Sentry's browser SDK (loaded on demand). */
export type MonitoringConfig = components['schemas']['MonitoringConfig'];

type SentryModule = typeof import('./error-reporting-sentry');

let configPromise: Promise<MonitoringConfig | null> | null = null;
let sentryPromise: Promise<SentryModule | null> | null = null;

/** The server's error-reporting settings, asked for once per page load. */
export function loadMonitoringConfig(): Promise<MonitoringConfig | null> {
  configPromise ??= api
    .GET('/api/monitoring/config')
    .then((r) => r.data ?? null)
    .catch(() => null);
  return configPromise;
}

/** Sentry's SDK, downloaded and started only when a DSN is configured. */
export function sentry(): Promise<SentryModule | null> {
  sentryPromise ??= loadMonitoringConfig().then(async (config) => {
    if (!config?.dsn) return null;
    const module = await import('./error-reporting-sentry');
    await module.startSentry(config);
    return module;
  });
  return sentryPromise;
}

/** Sends one error: to Sentry when a DSN is configured, else to the server's count. */
export async function send(
  error: unknown,
  digest: string,
  route: string,
  name: string,
  message: string,
): Promise<void> {
  const reporter = await sentry();
  if (reporter) {
    reporter.captureWithDigest(error, digest);
    return;
  }
  await api.POST('/api/monitoring/errors', {
    body: { digest, route, errorType: name.slice(0, 120), message: message.slice(0, 2000) },
  });
}

export interface ServerTestResult {
  status: number;
  digest: string | null;
  message: string;
}

/** Asks the server to raise its test error (staff, or anyone in development); returns its digest. */
export async function raiseServerTestError(): Promise<ServerTestResult> {
  const token = csrfToken();
  const response = await fetch('/api/monitoring/test-error', {
    method: 'POST',
    credentials: 'same-origin',
    headers: token ? { [CSRF_HEADER]: token } : {},
  });
  const body = (await response.json().catch(() => ({}))) as { digest?: unknown; detail?: unknown };
  return {
    status: response.status,
    digest: typeof body.digest === 'string' ? body.digest : null,
    message:
      typeof body.detail === 'string' ? body.detail : `The server answered ${response.status}.`,
  };
}
