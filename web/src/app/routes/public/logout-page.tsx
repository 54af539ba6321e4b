import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { logout } from '@/features/auth/api/logout';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';

export function LogoutPage() {
  const { applySession } = useAuth();
  const [state, setState] = useState<'working' | 'done' | { error: string }>('working');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout()
      .then(() => applySession(null, 'SIGNED_OUT'))
      .then(() => setState('done'))
      .catch((e: unknown) => setState({ error: errorMessage(e) }));
  }, [applySession]);

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
