import { useState } from 'react';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { env } from '@/config/env';

/** Throws on purpose so the error page and (when configured) error reporting can be checked. */
export function SentryTestPage() {
  const [boom, setBoom] = useState(false);
  if (boom) throw new Error('Nocturne error reporting test (thrown on purpose from /sentry-test)');
  return (
    <section className="grid max-w-2xl gap-4">
      <PageHeader />
      <p className="text-muted-foreground">
        {env.sentryDsn
          ? 'Error reporting is configured: the error thrown below is sent to it.'
          : 'Error reporting is off: no DSN is configured (set VITE_SENTRY_DSN). The button still shows the error page.'}
      </p>
      <div>
        <Button variant="destructive" onClick={() => setBoom(true)}>
          Throw a test error
        </Button>
      </div>
    </section>
  );
}
