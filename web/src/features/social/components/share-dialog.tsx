import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { createShare, type ShareInput } from '../api/create-share';
import { type ShareTarget, useShares } from '../api/get-shares';
import { revokeShare } from '../api/revoke-share';
import { useCopy } from '../hooks/use-copy';
import { timeAgo } from '../lib/time';
import type { Share } from '../types';

/**
 * Share by link: create an unguessable link to this item, copy it, and see and revoke my links (a
 * revoked link shows the 404 page to everyone).
 */
export function ShareDialog({
  input,
  open,
  onClose,
  title = 'Share',
}: {
  input: ShareInput;
  open: boolean;
  onClose(): void;
  title?: string;
}) {
  const shares = useShares(shareTarget(input), open);
  const { copy, copied, failed } = useCopy();
  const [created, setCreated] = useState<Share | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function create() {
    setBusy(true);
    setError(null);
    try {
      const share = await createShare(input);
      setCreated(share);
      await copy(share.url);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  async function revoke(id: string) {
    setError(null);
    try {
      await revokeShare(id);
      if (created?.id === id) setCreated(null);
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  const mine = (shares.data ?? []).filter((s) => !s.revokedAt);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description="Anyone with the link can see this (adults, after the age gate). Revoke it to turn it off."
      data-testid="share-dialog"
    >
      {created ? (
        <div className="grid gap-2" data-testid="share-created">
          <label htmlFor="share-url" className="text-sm font-medium">
            Your link
          </label>
          <div className="flex gap-2">
            <input
              id="share-url"
              readOnly
              value={created.url}
              onFocus={(event) => event.currentTarget.select()}
              className="h-10 min-w-0 flex-1 rounded-md border border-input bg-background/60 px-3 text-sm"
            />
            <Button onClick={() => void copy(created.url)}>
              {copied === created.url ? 'Copied' : 'Copy'}
            </Button>
          </div>
          {failed === created.url ? (
            <p className="text-xs text-muted-foreground">
              Copying did not work here: select the link and copy it.
            </p>
          ) : null}
        </div>
      ) : (
        <Button size="lg" disabled={busy} onClick={() => void create()} data-testid="share-create">
          {busy ? 'Creating…' : 'Create link'}
        </Button>
      )}
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <section className="grid gap-2" aria-label="Links you made">
        <h3 className="text-sm font-semibold">Your {KIND_LABEL[input.kind]} links</h3>
        {!shares.data && !shares.error ? <Spinner /> : null}
        {shares.data && mine.length === 0 ? (
          <p className="text-sm text-muted-foreground">No links yet.</p>
        ) : null}
        <ul className="grid gap-2" data-testid="share-list">
          {mine.map((share) => (
            <li
              key={share.id}
              data-testid="share-row"
              className="flex items-center gap-2 rounded-xl border border-border bg-background/40 px-3 py-2"
            >
              <div className="grid min-w-0 flex-1">
                <span className="truncate text-sm font-medium">{share.title}</span>
                <span className="truncate text-xs text-muted-foreground">
                  {timeAgo(share.createdAt)} · {share.url}
                </span>
              </div>
              <Button
                size="sm"
                variant="ghost"
                className="h-10"
                onClick={() => void copy(share.url)}
              >
                {copied === share.url ? 'Copied' : 'Copy'}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="h-10 text-destructive"
                onClick={() => void revoke(share.id)}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </Dialog>
  );
}

/** The item a dialog shares: its links are the only ones it lists. */
function shareTarget(input: ShareInput): ShareTarget {
  if (input.kind === 'media') return { kind: 'media', targetId: input.mediaId };
  if (input.kind === 'character') return { kind: 'character', targetId: input.characterId };
  return { kind: 'chat', targetId: input.chatId };
}

const KIND_LABEL: Record<ShareInput['kind'], string> = {
  media: 'media',
  character: 'character',
  chat: 'chat',
};
