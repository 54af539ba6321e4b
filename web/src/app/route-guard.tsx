import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { StatusScreen } from '@/components/layouts/status-screen';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { loginPath } from '@/config/paths';
import { AGE_GATE_EXEMPT_PATHS, BANNED_ALLOWED_PATHS, type RouteMeta } from '@/config/routes';
import { AgeGate } from '@/features/age-gate/components/age-gate';
import { hasRole, isAgeConfirmed, useAuth } from '@/lib/auth';

/** Public pages about the session itself: what they show or do as they open (log out, finish an age
 * check, the ban's reason, sign-in forms, the viewer's plan) needs the session, so they wait for it. */
export const SESSION_PAGES = [
  '/login',
  '/signup',
  '/logout',
  '/banned',
  '/age-verification/finalize',
  '/upgrade',
];

/** Applies routes.json `access`, bans and the age gate before a page renders. */
export function RouteGuard({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const { session, error, refresh } = useAuth();
  const location = useLocation();

  if (!session) {
    // Public pages show at once while the session loads in the background (or when the server could
    // not be asked): the server already sent their content into #root, and a spinner in its place
    // would flash and shift the page. The checks below apply once the session is known.
    if (meta.access === 'public' && (error || !SESSION_PAGES.includes(meta.path))) return children;
    if (error) {
      return (
        <StatusScreen title="Nocturne is unreachable">
          <p>The server did not answer. Check your connection and try again.</p>
          <Button className="mt-4" variant="secondary" onClick={() => void refresh()}>
            Try again
          </Button>
        </StatusScreen>
      );
    }
    return <Spinner className="justify-center py-16" />;
  }

  if (session.banned && !BANNED_ALLOWED_PATHS.includes(meta.path)) {
    return <Navigate to="/banned" replace />;
  }

  const user = session.user;
  const needsAccount =
    meta.access === 'auth' || meta.access === 'admin' || meta.access === 'moderator';
  if (needsAccount && !user) {
    return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  }

  const needsGate =
    meta.access !== 'public' || (user !== null && !AGE_GATE_EXEMPT_PATHS.includes(meta.path));
  if (needsGate && !isAgeConfirmed(session)) return <AgeGate />;

  if ((meta.access === 'admin' || meta.access === 'moderator') && !hasRole(user, meta.access)) {
    return (
      <StatusScreen title="You don't have access to this page">
        <p>This page is for Nocturne staff. (403)</p>
      </StatusScreen>
    );
  }
  return children;
}
