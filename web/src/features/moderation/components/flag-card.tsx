import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { sourceLabel, strikesText } from '../format';
import type { Flag } from '../types';
import { EvidencePanel } from './evidence-panel';
import { FlagActions } from './flag-actions';
import { TimeStamp } from './time-stamp';

const STATUS_STYLE: Record<Flag['status'], string> = {
  open: 'border-amber-400/40 bg-amber-400/10 text-amber-200',
  dismissed: 'border-border bg-secondary/60 text-muted-foreground',
  confirmed: 'border-destructive/50 bg-destructive/15 text-red-200',
};

/** One flag: what was caught, by whom and where, the text (or its evidence panel), and the actions. */
export function FlagCard({ flag }: { flag: Flag }) {
  const author = flag.user;
  return (
    <article
      aria-label={`${flag.label}, ${flag.status}`}
      className={cn(
        'grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5',
        flag.emergency ? 'border-destructive/40' : 'border-border',
      )}
    >
      <header className="flex flex-wrap items-center gap-2">
        <Badge
          className={cn(
            flag.emergency && 'border-destructive/60 bg-destructive/20 text-red-100',
            !flag.emergency && 'border-orange-400/40 bg-orange-400/10 text-orange-100',
          )}
        >
          {flag.label}
        </Badge>
        <Badge className={STATUS_STYLE[flag.status]}>{flag.status}</Badge>
        <span className="ml-auto text-xs text-muted-foreground">
          <TimeStamp iso={flag.createdAt} />
        </span>
      </header>

      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {author ? (
          <span className="font-medium">@{author.username}</span>
        ) : (
          <span className="text-muted-foreground">Deleted account</span>
        )}
        {author ? (
          <span className="text-muted-foreground">{strikesText(author.strikes)}</span>
        ) : null}
        {author?.isBanned ? (
          <Badge className="border-destructive/60 bg-destructive/20 text-red-100">Banned</Badge>
        ) : null}
        <span className="text-muted-foreground">
          <span className="capitalize">{flag.subject}</span> · {sourceLabel(flag.source)}
          {flag.countsStrike ? ' · counts a strike' : ''}
        </span>
      </div>

      {flag.emergency ? (
        <EvidencePanel flag={flag} />
      ) : (
        <blockquote className="max-h-48 overflow-y-auto whitespace-pre-wrap break-words rounded-lg border border-border bg-background/60 p-3 text-sm leading-relaxed">
          {flag.excerpt || '(empty text)'}
        </blockquote>
      )}

      {flag.reviewedBy && flag.reviewedAt ? (
        <p className="text-sm text-muted-foreground">
          <span className="capitalize">{flag.status}</span> by @{flag.reviewedBy},{' '}
          <TimeStamp iso={flag.reviewedAt} />
        </p>
      ) : null}

      <FlagActions flag={flag} />
    </article>
  );
}
