import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { mutate } from 'swr';
import { PageHeader } from '@/components/layouts/page-header';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { logout } from '@/features/auth/api/logout';
import { requestsSettled } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import type { SessionInfo } from '@/lib/api-types';
import { SESSION_KEY, useAuth } from '@/lib/auth';

/** Ends the session in order: the app shows the signed-out state first (so nothing signed-in is
 * asked for any more), the reads already sent are answered, and only then the server forgets the
 * session. Otherwise a read racing the logout comes back 401. */
async function endSession(session: SessionInfo | undefined): Promise<void> {
  if (session?.user) await mutate(SESSION_KEY, { ...session, user: null }, { revalidate: false });
  await requestsSettled();
  await logout();
}

export function LogoutPage() {
  const { applySession, session, isLoading, refresh } = useAuth();
  const [state, setState] = useState<'working' | 'done' | { error: string }>('working');
  const started = useRef(false);

  useEffect(() => {
    // Wait for the session to be known: the signed-in header mounts with it and sends its reads.
    if (started.current || isLoading) return;
    started.current = true;
    endSession(session)
      .then(() => applySession(null, 'SIGNED_OUT'))
      .then(() => setState('done'))
      .catch((e: unknown) => {
        void refresh(); // the session may still be open: show it as the server has it
        setState({ error: errorMessage(e) });
      });
  }, [applySession, session, isLoading, refresh]);

  return (
    <section className="grid max-w-xl gap-4">
      <PageHeader />
      {state === 'working' ? <Spinner label="Logging you out…" /> : null}
      {state === 'done' ? (
        <>
          <p>You have been logged out.</p>
          <p className="flex gap-4 text-sm">
            <Link to="/login" className="text-primary hover:underline">
              Log in again
            </Link>
            <Link to="/" className="text-primary hover:underline">
              Home
            </Link>
          </p>
        </>
      ) : null}
      {typeof state === 'object' ? <Alert variant="destructive">{state.error}</Alert> : null}
    </section>
  );
}
