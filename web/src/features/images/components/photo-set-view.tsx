import { useEffect } from 'react';
import { Link } from 'react-router';
import { BlurredMedia } from '@/components/media/blurred-media';
import { JobProgressCard } from '@/components/media/job-progress-card';
import { VideoPlayer } from '@/components/media/video-player';
import { Button } from '@/components/ui/button';
import { pathTo } from '@/config/paths';
import type { MediaView, PhotoSet } from '@/lib/api-types';
import { isFinished } from '@/lib/jobs/job-store';
import { jobStore } from '@/lib/jobs/jobs';
import { useJob } from '@/lib/jobs/use-job';

/** "1 video · 1 photo", "4 photos". */
function countText(items: readonly MediaView[]): string {
  const videos = items.filter((m) => m.kind === 'video').length;
  const photos = items.length - videos;
  const parts = [
    videos ? `${videos} video${videos === 1 ? '' : 's'}` : null,
    photos || !videos ? `${photos} photo${photos === 1 ? '' : 's'}` : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** A set of photos (one generation's batch), or a video job's result (the video and, for
 * text-to-video, the still it started from): its progress while it is made, then the media. */
export function PhotoSetView({ set, onDone }: { set: PhotoSet; onDone(): void }) {
  const { job } = useJob(set.job.id);
  const finished = isFinished(job);
  const name = set.characterName ?? 'Your character';
  const images = set.images.length > 0 ? set.images : (job?.media ?? []);
  const isVideo = set.job.kind.startsWith('video');

  useEffect(() => {
    jobStore.upsert(set.job);
  }, [set.job]);

  // The set's own answer lists what was stored: read it again once the job is done.
  useEffect(() => {
    if (finished && !isFinished(set.job)) onDone();
  }, [finished, set.job, onDone]);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="font-display font-semibold text-3xl tracking-tight sm:text-4xl">{name}</h1>
          <p className="text-muted-foreground">
            {countText(images)} ·{' '}
            {new Date(set.job.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}
          </p>
        </div>
        {set.job.characterId ? (
          <Button asChild variant="secondary" className="h-11">
            <Link
              to={pathTo('/generate', undefined, {
                character: set.job.characterId,
                tab: isVideo ? 'video' : undefined,
              })}
            >
              {isVideo ? 'Make another video' : 'Generate more'}
            </Link>
          </Button>
        ) : null}
      </div>
      {finished ? null : (
        <JobProgressCard
          jobId={set.job.id}
          title={isVideo ? `A video of ${name}` : `Photos of ${name}`}
          shouldBlur
        />
      )}
      {isVideo ? (
        <div
          className="grid items-start gap-4 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
          data-testid="photo-set"
        >
          {images.map((m) =>
            m.kind === 'video' ? (
              <div key={m.id} className="grid justify-items-center gap-2">
                <div
                  className="w-full"
                  style={{ maxWidth: `min(100%, calc((100dvh - 14rem) * ${m.width / m.height}))` }}
                >
                  <VideoPlayer
                    src={m.url}
                    poster={m.thumbUrl}
                    width={m.width}
                    height={m.height}
                    shouldBlur={m.shouldBlur}
                    isPreview={m.isPreview}
                    label={`${name}, video`}
                    autoPlay={!m.hasAudio}
                    muted={!m.hasAudio}
                    loop
                    className="rounded-2xl border border-border/60 shadow-lg"
                  />
                </div>
                <Link
                  to={pathTo('/image/:id', { id: m.id })}
                  className="text-primary text-sm underline-offset-4 hover:underline"
                  data-testid="open-video"
                >
                  Open the video page
                </Link>
              </div>
            ) : (
              <figure key={m.id} className="grid gap-2">
                <BlurredMedia
                  media={{ ...m, src: m.url }}
                  alt={`${name}, the still the video starts from`}
                  to={pathTo('/image/:id', { id: m.id })}
                  natural
                  className="rounded-2xl border border-border/60 shadow-lg"
                />
                <figcaption className="text-muted-foreground text-sm">
                  The still it started from
                </figcaption>
              </figure>
            ),
          )}
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" data-testid="photo-set">
          {images.map((m, i) => (
            <BlurredMedia
              key={m.id}
              media={{ ...m, src: m.url }}
              alt={`${name}, photo ${i + 1}`}
              to={pathTo('/image/:id', { id: m.id })}
              natural
              className="rounded-2xl border border-border/60 shadow-lg"
            />
          ))}
        </div>
      )}
    </div>
  );
}
