import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { type LoreRecord, viewOf } from '../lorebook';
import { LorebookEntryFields } from './lorebook-entry-fields';

interface LorebookEntryRowProps {
  id: string;
  number: number;
  entry: LoreRecord;
  open: boolean;
  onToggle(): void;
  onChange(patch: LoreRecord): void;
  onRemove(): void;
}

const SHOWN_KEYS = 4;

/** The trigger words and the start of the text, shown while an entry is closed. */
function EntrySummary({
  keys,
  constant,
  content,
}: {
  keys: string[];
  constant: boolean;
  content: string;
}) {
  const extra = keys.length - SHOWN_KEYS;
  return (
    <>
      <span className="flex flex-wrap gap-1">
        {keys.slice(0, SHOWN_KEYS).map((key) => (
          <span
            key={key}
            className="max-w-40 truncate rounded-full bg-secondary/70 px-2 py-0.5 font-mono text-[11px] text-secondary-foreground"
          >
            {key}
          </span>
        ))}
        {extra > 0 ? (
          <span className="text-[11px] text-muted-foreground">+{extra} more</span>
        ) : null}
        {!keys.length && !constant ? (
          <span className="text-xs text-amber-300/90">
            No trigger words yet: it never joins a chat.
          </span>
        ) : null}
      </span>
      {content.trim() ? (
        <span className="line-clamp-2 text-xs text-muted-foreground">{content}</span>
      ) : null}
    </>
  );
}

/** One lorebook entry: a summary line (name, trigger words, state) that opens into its fields. */
export function LorebookEntryRow({
  id,
  number,
  entry,
  open,
  onToggle,
  onChange,
  onRemove,
}: LorebookEntryRowProps) {
  const view = viewOf(entry);
  const title = view.title.trim() || view.keys[0] || `Entry ${number}`;
  return (
    <li
      className={cn(
        'rounded-lg border bg-background/40 transition-colors',
        open ? 'border-primary/50' : 'border-border',
        !view.enabled && 'opacity-70',
      )}
      data-testid="lore-entry"
    >
      <div className="flex items-start gap-3 p-3">
        <button
          type="button"
          className="grid min-w-0 flex-1 gap-1.5 rounded-md text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
        >
          <span className="flex flex-wrap items-center gap-2">
            <span className="truncate font-medium">{title}</span>
            {view.constant ? (
              <Badge className="border-primary/40 text-primary">Always</Badge>
            ) : null}
            {!view.enabled ? <Badge>Off</Badge> : null}
            {view.useRegex ? <Badge>Regex</Badge> : null}
            {view.selective ? <Badge>+ second word</Badge> : null}
          </span>
          {open ? null : (
            <EntrySummary keys={view.keys} constant={view.constant} content={view.content} />
          )}
        </button>
        <div className="flex shrink-0 items-center gap-1">
          <Button variant="outline" size="sm" className="h-10 px-3" onClick={onToggle}>
            {open ? 'Done' : 'Edit'}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${title}`}
            className="text-muted-foreground hover:text-destructive"
            onClick={onRemove}
          >
            ✕
          </Button>
        </div>
      </div>
      {open ? (
        <div id={`${id}-panel`} className="border-t border-border/60 p-3 sm:p-4">
          <LorebookEntryFields id={id} entry={entry} onChange={onChange} />
        </div>
      ) : null}
    </li>
  );
}
