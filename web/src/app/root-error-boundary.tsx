import { useEffect, useMemo } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AppErrorScreen } from '@/components/layouts/app-error-screen';
import { errorDigest, reportError, routeShape, startErrorReporting } from '@/lib/error-reporting';

// The route table imports this boundary on every page load, so error reporting starts with the app:
// uncaught errors are reported, and Sentry's SDK is fetched when idle only if a DSN is configured.
startErrorReporting();

function digestOf(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'digest' in error) {
    const { digest } = error as { digest?: unknown };
    if (typeof digest === 'string') return digest;
  }
  return undefined;
}

/** The root error boundary: any render or loader failure shows the spec 8 page with its digest. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const route = routeShape(window.location.pathname);
  const digest = useMemo(() => digestOf(error) ?? errorDigest(error, route), [error, route]);
  useEffect(() => {
    document.title = 'Application error — Nocturne';
    if (isRouteErrorResponse(error)) return;
    console.error(error);
    void reportError(error, digest, route);
  }, [error, digest, route]);
  return (
    <div className="px-4">
      <AppErrorScreen digest={digest} />
    </div>
  );
}
