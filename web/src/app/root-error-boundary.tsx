import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AppErrorScreen } from '@/components/layouts/app-error-screen';

function digestOf(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'digest' in error) {
    const { digest } = error as { digest?: unknown };
    if (typeof digest === 'string') return digest;
  }
  return undefined;
}

/** The root error boundary: any render or loader failure shows the spec 8 page. */
export function RootErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    document.title = 'Application error — Nocturne';
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  return (
    <div className="px-4">
      <AppErrorScreen digest={digestOf(error)} />
    </div>
  );
}
