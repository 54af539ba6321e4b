import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { fullTime, sourceLabel } from '../format';
import type { Evidence } from '../types';
import { TimeStamp } from './time-stamp';

interface EvidenceDialogProps {
  evidence: Evidence;
  onClose(): void;
}

/** The flagged text, read-only, with the access log this reading was just added to. */
export function EvidenceDialog({ evidence, onClose }: EvidenceDialogProps) {
  const { flag } = evidence;
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Evidence: ${flag.label}`}
      description="Read-only. This view was recorded in the access log with your name and the time."
      className="max-w-2xl"
      data-testid="evidence-dialog"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Flagged</dt>
        <dd>{fullTime(flag.createdAt)}</dd>
        <dt className="text-muted-foreground">Where</dt>
        <dd className="capitalize">{flag.subject}</dd>
        <dt className="text-muted-foreground">Caught by</dt>
        <dd>{sourceLabel(flag.source)}</dd>
        <dt className="text-muted-foreground">Author</dt>
        <dd>{flag.user ? `@${flag.user.username}` : 'Deleted account'}</dd>
      </dl>
      <blockquote
        aria-label="Flagged text"
        className="max-h-[45vh] overflow-y-auto whitespace-pre-wrap break-words rounded-lg border border-destructive/40 bg-background/70 p-4 font-mono text-sm leading-relaxed"
      >
        {evidence.text || '(empty text)'}
      </blockquote>
      <section aria-label="Access log" className="grid gap-2">
        <h3 className="text-sm font-medium">Access log</h3>
        <ul className="grid max-h-40 gap-1 overflow-y-auto text-sm text-muted-foreground">
          {evidence.accessLog.map((entry) => (
            <li key={`${entry.actor}-${entry.createdAt}`} className="flex justify-between gap-4">
              <span className="truncate">@{entry.actor}</span>
              <TimeStamp iso={entry.createdAt} className="shrink-0" />
            </li>
          ))}
        </ul>
      </section>
      <div className="flex justify-end">
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
