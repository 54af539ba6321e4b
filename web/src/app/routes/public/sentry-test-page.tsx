import { useState } from 'react';
import useSWR from 'swr';
import { PageHeader } from '@/components/layouts/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  loadMonitoringConfig,
  raiseServerTestError,
  type ServerTestResult,
} from '@/lib/error-reporting-send';

const BROWSER_TEST_ERROR = 'Nocturne error reporting test (thrown on purpose from /sentry-test)';

/** Spec 2 /{service}-test: throws a test error in the browser and asks the server to raise one. */
export function SentryTestPage() {
  const [boom, setBoom] = useState(false);
  const [server, setServer] = useState<ServerTestResult | null>(null);
  const [busy, setBusy] = useState(false);
  const { data: config, isLoading } = useSWR('/api/monitoring/config', loadMonitoringConfig);
  if (boom) throw new Error(BROWSER_TEST_ERROR);

  const service = capitalized(config?.service ?? 'sentry');
  async function askServer() {
    setBusy(true);
    try {
      setServer(await raiseServerTestError());
    } catch {
      setServer({ status: 0, digest: null, message: 'The server could not be reached.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="grid max-w-2xl gap-6">
      <PageHeader>
        <p>Check that errors from the browser and from the server reach the people who fix them.</p>
      </PageHeader>
      {isLoading ? null : config?.dsn ? (
        <Alert>
          Error reporting is on: errors go to {service} ({config.environment}, release{' '}
          {config.release}). Look for them in the {service} project this server's DSN names; each
          carries its digest as a tag.
        </Alert>
      ) : (
        <Alert>
          No {service} DSN is configured, so errors are logged by the server and counted in the
          admin area: open{' '}
          <a href="/admin#errors" className="text-primary underline-offset-4 hover:underline">
            Admin → Errors
          </a>{' '}
          and look for the digest.
        </Alert>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-2 rounded-xl border border-border bg-card p-4">
          <h2 className="font-semibold">In the browser</h2>
          <p className="text-sm text-muted-foreground">
            Throws while rendering: you will see the application error page with its digest.
          </p>
          <Button variant="destructive" className="min-h-10" onClick={() => setBoom(true)}>
            Throw a browser error
          </Button>
        </div>
        <div className="grid gap-2 rounded-xl border border-border bg-card p-4">
          <h2 className="font-semibold">On the server</h2>
          <p className="text-sm text-muted-foreground">
            Asks the server to raise its test error (staff only, anyone in development).
          </p>
          <Button
            variant="destructive"
            className="min-h-10"
            disabled={busy}
            onClick={() => void askServer()}
          >
            {busy ? 'Asking the server…' : 'Raise a server error'}
          </Button>
        </div>
      </div>
      {server ? (
        <Alert variant={server.status === 500 ? 'default' : 'destructive'}>
          {server.status === 500
            ? `The server raised its test error and reported it. Digest: ${server.digest ?? 'none'}`
            : server.message}
        </Alert>
      ) : null}
    </section>
  );
}

function capitalized(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
