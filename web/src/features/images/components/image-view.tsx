import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BeforeAfter } from '@/components/media/before-after';
import { BlurredMedia } from '@/components/media/blurred-media';
import { pathTo } from '@/config/paths';
import type { ImageDetail } from '@/lib/api-types';
import { useAuth } from '@/lib/auth';
import { mustBlur } from '@/lib/media/blur';
import { enhanceImage } from '../api/enhance-image';
import { sourceLabel, styleLabel } from '../lib/sources';
import { EnhanceProgress } from './enhance-action';
import { ImageActions } from './image-actions';
import { ViewTabs } from './view-tabs';

type View = 'image' | 'compare';

/** One image, as large as the screen allows, with its actions; an edit or enhancement can be
 * compared with the image it came from. */
export function ImageView({ detail }: { detail: ImageDetail }) {
  const { image, parent, characterName, photoCount } = detail;
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<View>('image');
  const enhanceJob = params.get('job');
  const blurred = mustBlur(image.shouldBlur || Boolean(parent?.shouldBlur), user);
  const created = new Date(image.createdAt).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const startEnhance = (jobId: string) =>
    setParams(
      (p) => {
        p.set('job', jobId);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );

  async function retryEnhance() {
    try {
      startEnhance((await enhanceImage(image.id)).id);
    } catch {
      // The Enhance button says why when pressed again.
      setParams({}, { replace: true, preventScrollReset: true });
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="grid min-w-0 justify-items-center gap-4">
        {parent ? (
          <ViewTabs<View>
            label="View"
            value={view}
            onChange={setView}
            options={[
              { value: 'image', label: 'Image' },
              { value: 'compare', label: 'Before / after' },
            ]}
          />
        ) : null}
        {/* As large as the column allows, and the whole picture within the screen's height. */}
        <div
          className="w-full"
          style={{ maxWidth: `min(100%, calc((100dvh - 11rem) * ${image.width / image.height}))` }}
        >
          {parent && view === 'compare' ? (
            <BeforeAfter
              before={{ src: parent.url, width: parent.width, height: parent.height }}
              after={{ src: image.url, width: image.width, height: image.height }}
              blurred={blurred}
              className="shadow-2xl"
            />
          ) : (
            <BlurredMedia
              media={{ ...image, src: image.url }}
              alt={`${characterName ?? 'Generated'} image`}
              fit="contain"
              natural
              className="rounded-2xl border border-border/60 shadow-2xl"
            />
          )}
        </div>
      </div>
      <aside className="grid gap-5 lg:sticky lg:top-20">
        <div className="grid gap-1">
          <h1
            className="font-display font-semibold text-2xl sm:text-3xl"
            data-testid="image-character"
          >
            {characterName ?? 'Generated image'}
          </h1>
          <p className="text-muted-foreground text-sm">
            {sourceLabel(image.source)}
            {image.editStyle ? ` · ${styleLabel(image.editStyle)}` : ''} · {image.width}×
            {image.height} · {created}
          </p>
          {image.jobId && photoCount > 1 ? (
            <Link
              to={pathTo('/photos/:id', { id: image.jobId })}
              className="text-primary text-sm underline-offset-4 hover:underline"
            >
              See all {photoCount} in this set
            </Link>
          ) : null}
          {parent ? (
            <Link
              to={pathTo('/image/:id', { id: parent.id })}
              className="text-primary text-sm underline-offset-4 hover:underline"
            >
              Open the original
            </Link>
          ) : null}
        </div>
        {enhanceJob ? (
          <EnhanceProgress
            key={enhanceJob}
            jobId={enhanceJob}
            shouldBlur={image.shouldBlur}
            onRetry={() => void retryEnhance()}
          />
        ) : null}
        <ImageActions detail={detail} onEnhance={startEnhance} />
        {image.prompt ? (
          <details className="rounded-xl border border-border/60 bg-card/50 p-3 text-sm">
            <summary className="cursor-pointer text-muted-foreground">Prompt</summary>
            <p className="mt-2 whitespace-pre-wrap break-words text-foreground/85">
              {image.prompt}
            </p>
          </details>
        ) : null}
      </aside>
    </div>
  );
}
