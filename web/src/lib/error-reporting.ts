/**
 * Error reporting in the browser (spec 1, 8). This part is on every page and stays small: digests,
 * and the listeners for uncaught errors; the sending (and Sentry's SDK, only with a DSN) is fetched
 * when the browser is idle or when an error happens (error-reporting-send.ts).
 */

let started = false;

function sender() {
  return import('./error-reporting-send');
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
    const { name, message } = describe(error);
    await (await sender()).send(error, digest, route, name, message);
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
  whenIdle(() => {
    void sender()
      .then((m) => m.sentry())
      .catch(() => undefined);
  });
}
