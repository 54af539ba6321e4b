import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { pathTo } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { useMediaPost } from '../api/get-media-post';
import { unpublishPost } from '../api/unpublish-post';
import type { PublishPreview } from './publish-dialog';
import { ShareIcon } from './social-icons';

// The dialogs load when first opened.
const PublishDialog = lazy(() =>
  import('./publish-dialog').then((m) => ({ default: m.PublishDialog })),
);
const ShareDialog = lazy(() => import('./share-dialog').then((m) => ({ default: m.ShareDialog })));

/**
 * Publishing one of my images or videos: Publish (a dialog with a caption), then
 * "Published · Unpublish" and a link to the post; Share makes a link to it either way.
 */
export function PublishPanel({ mediaId, preview }: { mediaId: string; preview: PublishPreview }) {
  const { user } = useAuth();
  const post = useMediaPost(user?.username, mediaId);
  const [publishing, setPublishing] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!user) return null;

  async function unpublish(id: string) {
    setBusy(true);
    setError(null);
    try {
      await unpublishPost(id);
      await post.mutate(null, { revalidate: false });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  const published = post.data ?? null;
  return (
    <div className="grid gap-2" data-testid="publish-panel">
      <div className="flex flex-wrap items-center gap-2">
        {post.data === undefined ? null : published ? (
          <p className="flex min-h-10 items-center gap-1 text-sm" data-testid="published-state">
            <Link
              to={pathTo('/photos/:id', { id: published.id })}
              className="inline-flex min-h-10 items-center font-medium text-emerald-400 hover:underline"
            >
              Published
            </Link>
            <span aria-hidden className="text-muted-foreground">
              ·
            </span>
            <button
              type="button"
              disabled={busy}
              onClick={() => void unpublish(published.id)}
              className="min-h-10 px-1 font-medium text-muted-foreground hover:text-destructive"
            >
              Unpublish
            </button>
          </p>
        ) : (
          <Button onClick={() => setPublishing(true)} data-testid="publish-button">
            Publish
          </Button>
        )}
        <Button variant="secondary" onClick={() => setSharing(true)} data-testid="share-button">
          <ShareIcon /> Share
        </Button>
      </div>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <Suspense fallback={null}>
        {publishing ? (
          <PublishDialog
            open
            mediaId={mediaId}
            preview={preview}
            onClose={() => setPublishing(false)}
            onPublished={(created) => {
              setPublishing(false);
              void post.mutate(created, { revalidate: false });
            }}
          />
        ) : null}
        {sharing ? (
          <ShareDialog
            open
            title="Share by link"
            input={{ kind: 'media', mediaId }}
            onClose={() => setSharing(false)}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
