import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/utils';
import { publishPost } from '../api/publish-post';
import type { Post } from '../types';

export const CAPTION_LIMIT = 2000;

export interface PublishPreview {
  src: string;
  width: number;
  height: number;
  /** Blurred for this viewer (the author sees their own NSFW as their settings say). */
  blurred: boolean;
}

/** Publish an image or video to the feed: the picture, a caption, Publish. */
export function PublishDialog({
  mediaId,
  preview,
  open,
  onClose,
  onPublished,
}: {
  mediaId: string;
  preview: PublishPreview;
  open: boolean;
  onClose(): void;
  onPublished(post: Post): void;
}) {
  const id = useId();
  const [caption, setCaption] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function publish() {
    setBusy(true);
    setError(null);
    try {
      onPublished(await publishPost({ mediaId, caption: caption.trim() }));
    } catch (e) {
      // A moderation refusal (422/400) carries the server's message: show it as it is.
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Publish to the feed"
      description="Everyone on Nocturne can see it in the public feed and on your profile. You can unpublish it at any time."
      data-testid="publish-dialog"
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void publish();
        }}
      >
        <div
          className="mx-auto w-full max-w-56 overflow-hidden rounded-xl bg-black"
          style={{ aspectRatio: `${preview.width} / ${preview.height}` }}
        >
          <img
            src={preview.src}
            alt="What you are publishing"
            className={cn('h-full w-full object-cover', preview.blurred && 'blur-xl')}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-caption`}>Caption</Label>
          <Textarea
            id={`${id}-caption`}
            value={caption}
            maxLength={CAPTION_LIMIT}
            placeholder="Say something about it (optional)"
            onChange={(event) => setCaption(event.currentTarget.value)}
          />
          <p className="text-right text-xs text-muted-foreground">
            {caption.length} / {CAPTION_LIMIT}
          </p>
        </div>
        {error ? <Alert variant="destructive">{error}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy} data-testid="publish-submit">
            {busy ? 'Publishing…' : 'Publish'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
