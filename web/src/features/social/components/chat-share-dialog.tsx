import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/utils';
import { ShareDialog } from './share-dialog';

/** The most messages one excerpt may hold (the contract's 1..20). */
export const MAX_EXCERPT = 20;
const DEFAULT_PICK = 6;
const QUICK_PICKS = [2, 4, 6, 10, 20];

export interface ExcerptMessage {
  id: string;
  role: string;
  content: string;
}

/** The messages an excerpt can hold: the chat's lines with text, the last MAX_EXCERPT of them. */
export function shareableMessages(messages: ExcerptMessage[]): ExcerptMessage[] {
  return messages
    .filter((m) => (m.role === 'user' || m.role === 'assistant') && m.content.trim())
    .slice(-MAX_EXCERPT);
}

/**
 * Share a chat excerpt: pick messages (the last few are ticked; "Last N" picks a range), then make
 * a link to them. `load` reads the chat's messages fresh when the dialog opens.
 */
export function ChatShareDialog({
  chatId,
  load,
  open,
  onClose,
}: {
  chatId: string;
  load(): Promise<ExcerptMessage[]>;
  open: boolean;
  onClose(): void;
}) {
  const [messages, setMessages] = useState<ExcerptMessage[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<Set<string>>(() => new Set());
  const [chosen, setChosen] = useState<string[] | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setMessages(null);
    setChosen(null);
    load().then(
      (all) => {
        if (!live) return;
        const list = shareableMessages(all);
        setMessages(list);
        setPicked(new Set(list.slice(-DEFAULT_PICK).map((m) => m.id)));
      },
      (e: unknown) => live && setError(errorMessage(e)),
    );
    return () => {
      live = false;
    };
  }, [open, load]);

  if (chosen) {
    return (
      <ShareDialog
        open={open}
        onClose={onClose}
        title="Share this excerpt"
        input={{ kind: 'chat', chatId, messageIds: chosen }}
      />
    );
  }

  const lastN = (n: number) => setPicked(new Set((messages ?? []).slice(-n).map((m) => m.id)));
  const toggle = (id: string) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const ids = (messages ?? []).filter((m) => picked.has(m.id)).map((m) => m.id);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Share part of this chat"
      description={`Pick up to ${MAX_EXCERPT} messages. Only these appear on the shared page.`}
      data-testid="chat-share-dialog"
    >
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      {!messages && !error ? <Spinner /> : null}
      {messages && messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Send a message first: there is nothing to share yet.
        </p>
      ) : null}
      {messages && messages.length > 0 ? (
        <>
          <div className="flex flex-wrap gap-2">
            {QUICK_PICKS.filter((n) => n < messages.length).map((n) => (
              <Button
                key={n}
                size="sm"
                variant="secondary"
                className="h-10"
                onClick={() => lastN(n)}
              >
                Last {n}
              </Button>
            ))}
          </div>
          <ul className="grid max-h-[50dvh] gap-2 overflow-y-auto pr-1">
            {messages.map((m) => (
              <li key={m.id}>
                <label
                  className={cn(
                    'flex min-h-10 cursor-pointer items-start gap-3 rounded-xl border px-3 py-2 text-sm',
                    picked.has(m.id) ? 'border-primary/60 bg-primary/10' : 'border-border',
                  )}
                >
                  <input
                    type="checkbox"
                    className="mt-1 size-4 accent-[var(--primary)]"
                    checked={picked.has(m.id)}
                    onChange={() => toggle(m.id)}
                  />
                  <span className="grid min-w-0 gap-0.5">
                    <span className="text-xs font-semibold text-muted-foreground">
                      {m.role === 'user' ? 'You' : 'Character'}
                    </span>
                    <span className="line-clamp-3 break-words">{m.content}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <div className="flex items-center justify-between gap-2">
            <span className="text-sm text-muted-foreground">{ids.length} selected</span>
            <Button
              disabled={ids.length === 0}
              onClick={() => setChosen(ids)}
              data-testid="chat-share-next"
            >
              Create a link
            </Button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
