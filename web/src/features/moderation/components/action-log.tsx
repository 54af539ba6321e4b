import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/utils';
import { useActions } from '../api/get-actions';
import { strikesText } from '../format';
import type { ModerationAction } from '../types';
import { TimeStamp } from './time-stamp';

const ACTION_STYLE: Record<ModerationAction['action'], [string, string]> = {
  dismiss: ['Dismissed', 'border-border bg-secondary/60 text-muted-foreground'],
  confirm: ['Confirmed', 'border-amber-400/40 bg-amber-400/10 text-amber-200'],
  ban: ['Banned', 'border-destructive/60 bg-destructive/20 text-red-100'],
  unban: ['Unbanned', 'border-emerald-400/40 bg-emerald-400/10 text-emerald-200'],
};

function LogEntry({ entry }: { entry: ModerationAction }) {
  const [label, style] = ACTION_STYLE[entry.action];
  const strikesChanged =
    entry.strikesBefore !== null &&
    entry.strikesAfter !== null &&
    entry.strikesBefore !== entry.strikesAfter;
  return (
    <li className="grid gap-2 rounded-xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge className={style}>{label}</Badge>
        <span className="font-medium">{entry.target ? `@${entry.target}` : 'Deleted account'}</span>
        {entry.flagLabel ? (
          <span className="text-muted-foreground">· {entry.flagLabel}</span>
        ) : null}
        <TimeStamp iso={entry.createdAt} className="ml-auto text-xs text-muted-foreground" />
      </div>
      <p className="text-sm text-muted-foreground">
        {entry.automatic ? 'Automatically, at the strike threshold' : `By @${entry.actor}`}
        {strikesChanged
          ? ` · ${strikesText(entry.strikesBefore ?? 0)} → ${strikesText(entry.strikesAfter ?? 0)}`
          : ''}
      </p>
      {entry.note ? (
        <p className={cn('whitespace-pre-wrap break-words border-l-2 border-border pl-3 text-sm')}>
          {entry.note}
        </p>
      ) : null}
    </li>
  );
}

/** The moderation log: every dismissal, confirmation, ban and unban, newest first. */
export function ActionLog() {
  const [page, setPage] = useState(1);
  const { data, error } = useActions(page);
  if (error) return <Alert variant="destructive">{errorMessage(error)}</Alert>;
  if (!data) return <Spinner />;
  if (data.total === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
        No actions yet. Dismissals, confirmations, bans and unbans will be listed here with who made
        them and when.
      </p>
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3">
        {data.items.map((entry) => (
          <LogEntry key={entry.id} entry={entry} />
        ))}
      </ul>
      {pages > 1 ? (
        <div className="flex items-center justify-between gap-2">
          <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <span className="text-sm text-muted-foreground">
            Page {page} of {pages}
          </span>
          <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </div>
      ) : null}
    </div>
  );
}
