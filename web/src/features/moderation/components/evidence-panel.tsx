import { useState } from 'react';
import { mutate } from 'swr';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { readEvidence } from '../api/read-evidence';
import type { Evidence, Flag } from '../types';
import { EvidenceDialog } from './evidence-dialog';

/** Stands in for an emergency flag's text: the text is opened on request, and each opening is logged. */
export function EvidencePanel({ flag }: { flag: Flag }) {
  const [evidence, setEvidence] = useState<Evidence | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Read on click, never in an effect: an effect could run twice and log a view nobody made.
  async function open() {
    setBusy(true);
    setError(null);
    try {
      setEvidence(await readEvidence(flag.id));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  function close() {
    setEvidence(null);
    void mutate((key) => typeof key === 'string' && key.startsWith('/api/moderators/'));
  }

  const views = flag.evidenceViews;
  return (
    <div className="grid gap-3 rounded-lg border border-dashed border-destructive/40 bg-destructive/5 p-4 sm:flex sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground">
        The text is kept as evidence, read-only. Opening it is recorded in the access log
        {views > 0 ? ` (opened ${views === 1 ? 'once' : `${views} times`} so far)` : ''}.
        {error ? <span className="mt-1 block text-red-300">{error}</span> : null}
      </p>
      <Button variant="outline" className="shrink-0" disabled={busy} onClick={() => void open()}>
        {busy ? 'Opening…' : 'View evidence'}
      </Button>
      {evidence ? <EvidenceDialog evidence={evidence} onClose={close} /> : null}
    </div>
  );
}
