import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { finalizeAgeVerification } from '../api/finalize-age-verification';

type State = { kind: 'working' } | { kind: 'verified' } | { kind: 'failed'; message: string };

/** Sends the vendor's reference to the server once, then says how it went. */
export function FinalizeAgeVerification({ reference }: { reference: string | null }) {
  const { applySession } = useAuth();
  const [state, setState] = useState<State>({ kind: 'working' });
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!reference || sent.current === reference) return;
    sent.current = reference;
    finalizeAgeVerification(reference)
      .then((session) => applySession(session, 'USER_UPDATED'))
      .then(() => setState({ kind: 'verified' }))
      .catch((e: unknown) => setState({ kind: 'failed', message: errorMessage(e) }));
  }, [reference, applySession]);

  if (!reference) {
    return (
      <p className="text-muted-foreground">
        No verification reference was given. Start the age check again from the page that asked for
        it.
      </p>
    );
  }
  if (state.kind === 'working') return <Spinner label="Checking your verification…" />;
  if (state.kind === 'failed') {
    return <Alert variant="destructive">Your age could not be verified: {state.message}</Alert>;
  }
  return (
    <div className="grid gap-3">
      <Alert variant="success">Your age has been verified.</Alert>
      <Link to="/" className="text-primary hover:underline">
        Continue to Nocturne
      </Link>
    </div>
  );
}
