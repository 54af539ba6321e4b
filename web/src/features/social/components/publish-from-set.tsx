import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useAuth } from '@/lib/auth';
import { mustBlur } from '@/lib/media/blur';
import { cn } from '@/lib/utils';
import type { PublishPreview } from './publish-dialog';
import { PublishPanel } from './publish-panel';

const PublishDialog = lazy(() =>
  import('./publish-dialog').then((m) => ({ default: m.PublishDialog })),
);

export interface SetMedia {
  id: string;
  thumbUrl: string;
  width: number;
  height: number;
  shouldBlur: boolean;
}

/**
 * Publish or share from a set of photos: with one picture its Publish and Share as on its own page;
 * with several, "Publish one…" asks which, then the caption.
 */
export function PublishFromSet({ media }: { media: SetMedia[] }) {
  const { user } = useAuth();
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<SetMedia | null>(null);
  const [done, setDone] = useState(false);
  if (!user || media.length === 0) return null;
  const preview = (m: SetMedia): PublishPreview => ({
    src: m.thumbUrl,
    width: m.width,
    height: m.height,
    blurred: mustBlur(m.shouldBlur, user),
  });
  const only = media.length === 1 ? media[0] : undefined;
  if (only) return <PublishPanel mediaId={only.id} preview={preview(only)} />;
  return (
    <div className="flex items-center gap-3">
      {done ? <span className="text-sm text-emerald-400">Published</span> : null}
      <Button onClick={() => setPicking(true)} data-testid="publish-from-set">
        Publish one…
      </Button>
      <Dialog
        open={picking}
        onClose={() => setPicking(false)}
        title="Which one?"
        description="Pick the picture to publish. Open a picture to share it or unpublish it later."
      >
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {media.map((m, i) => (
            <li key={m.id}>
              <button
                type="button"
                aria-label={`Picture ${i + 1}`}
                onClick={() => {
                  setPicking(false);
                  setPicked(m);
                }}
                className="block w-full overflow-hidden rounded-xl border border-border hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                style={{ aspectRatio: `${m.width} / ${m.height}` }}
              >
                <img
                  src={m.thumbUrl}
                  alt=""
                  className={cn('h-full w-full object-cover', preview(m).blurred && 'blur-xl')}
                />
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
      {picked ? (
        <Suspense fallback={null}>
          <PublishDialog
            open
            mediaId={picked.id}
            preview={preview(picked)}
            onClose={() => setPicked(null)}
            onPublished={() => {
              setPicked(null);
              setDone(true);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
