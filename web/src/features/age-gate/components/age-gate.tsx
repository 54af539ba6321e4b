import { useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { confirmAge } from '../api/confirm-age';
import { startAgeVerification } from '../api/start-age-verification';

const SELF_DECLARATION = new Set(['', 'none', 'self', 'self-declaration', 'selfdeclaration']);
const LEAVE_URL = 'https://www.google.com/';

/** The 18+ gate: nothing adult renders until the visitor confirms. */
export function AgeGate() {
  const { session, applySession } = useAuth();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const vendor = session?.ageVerifier ?? '';
  const hasVendor = !SELF_DECLARATION.has(vendor.toLowerCase());

  async function onConfirm() {
    setBusy(true);
    setError(null);
    try {
      const next = await confirmAge();
      await applySession(next, 'USER_UPDATED');
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  async function onVerify() {
    setBusy(true);
    setError(null);
    try {
      window.location.assign(await startAgeVerification(location.pathname + location.search));
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-lg py-8">
      <Card>
        <CardHeader>
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-primary">18+ only</p>
          <h1 className="font-display text-3xl font-semibold">You must be 18 or older</h1>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm text-foreground/85">
          <p>
            Nocturne contains adult content: sexually explicit conversations, images and videos of
            fictional adult characters.
          </p>
          <p>
            By entering you confirm that you are at least 18 years old (or the age of majority where
            you live) and that viewing adult content is legal for you.
          </p>
          {error ? <Alert variant="destructive">{error}</Alert> : null}
        </CardContent>
        <CardFooter className="flex-wrap">
          <Button onClick={onConfirm} disabled={busy}>
            I am 18 or older — enter
          </Button>
          {hasVendor ? (
            <Button variant="secondary" onClick={onVerify} disabled={busy}>
              Verify my age
            </Button>
          ) : null}
          <Button asChild variant="ghost">
            <a href={LEAVE_URL} rel="noreferrer">
              Leave
            </a>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
