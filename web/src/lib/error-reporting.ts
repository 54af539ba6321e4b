import type { components } from '@/api/gen/schema';
import { api } from '@/lib/api-client';
import { CSRF_HEADER, csrfToken } from '@/lib/csrf';

/** What the server says about error reporting: a DSN turns on Sentry's browser SDK (loaded on demand). */
export type MonitoringConfig = components['schemas']['MonitoringConfig'];

type SentryModule = typeof import('./error-reporting-sentry');

let configPromise: Promise<MonitoringConfig | null> | null = null;
let sentryPromise: Promise<SentryModule | null> | null = null;
let started = false;

/** The server's error-reporting settings, asked for once per page load. */
export function loadMonitoringConfig(): Promise<MonitoringConfig | null> {
  configPromise ??= api
    .GET('/api/monitoring/config')
    .then((r) => r.data ?? null)
    .catch(() => null);
  return configPromise;
}

/** Sentry's SDK, downloaded and started only when a DSN is configured. */
function sentry(): Promise<SentryModule | null> {
  sentryPromise ??= loadMonitoringConfig().then(async (config) => {
    if (!config?.dsn) return null;
    const module = await import('./error-reporting-sentry');
    await module.startSentry(config);
    return module;
  });
  return sentryPromise;
}

/** 64 bits of FNV-1a over the text, as 16 hex digits (stable across browsers and releases). */
function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

function describe(error: unknown): { name: string; message: string } {
  if (error instanceof Error) return { name: error.name || 'Error', message: error.message };
  return { name: 'NonError', message: typeof error === 'string' ? error : String(error) };
}

/** The route's shape, not its ids: /chat/4f0c… and /chat/9a1b… are one place for counting. */
export function routeShape(pathname: string): string {
  return (
    pathname
      .split('/')
      .map((part) => (/^[0-9a-f-]{16,}$/i.test(part) || /^\d+$/.test(part) ? ':id' : part))
      .join('/')
      .slice(0, 200) || '/'
  );
}

/**
 * The digest shown under the spec 8 text and reported with the error: 'c' and 12 hex digits, the
 * same for the same error on the same route, so the admin area counts it on one row.
 */
export function errorDigest(error: unknown, route: string): string {
  const { name, message } = describe(error);
  return `c${fnv1a64(`${name}|${message}|${route}`).slice(0, 12)}`;
}

/**
 * Reports an error with its digest: to Sentry when a DSN is configured, else to the server, which
 * logs and counts it for /admin. Never throws: reporting must not break the error page.
 */
export async function reportError(error: unknown, digest: string, route: string): Promise<void> {
  try {
    const reporter = await sentry();
    if (reporter) {
      reporter.captureWithDigest(error, digest);
      return;
    }
    const { name, message } = describe(error);
    await api.POST('/api/monitoring/errors', {
      body: { digest, route, errorType: name.slice(0, 120), message: message.slice(0, 2000) },
    });
  } catch {
    // Offline, rate-limited or the server is down: the console still has the error.
  }
}

function reportGlobal(error: unknown): void {
  const route = routeShape(window.location.pathname);
  void reportError(error, errorDigest(error, route), route);
}

/**
 * Starts error reporting for the page: uncaught errors and rejections are reported, and Sentry's SDK
 * is fetched when the browser is idle, only if the server has a DSN.
 */
export function startErrorReporting(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('error', (event) => reportGlobal(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportGlobal(event.reason));
  const whenIdle =
    window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
  whenIdle(() => void sentry());
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
