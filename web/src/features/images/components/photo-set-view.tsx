import { useEffect } from 'react';
import { Link } from 'react-router';
import { BlurredMedia } from '@/components/media/blurred-media';
import { JobProgressCard } from '@/components/media/job-progress-card';
import { Button } from '@/components/ui/button';
import { pathTo } from '@/config/paths';
import type { PhotoSet } from '@/lib/api-types';
import { isFinished } from '@/lib/jobs/job-store';
import { jobStore } from '@/lib/jobs/jobs';
import { useJob } from '@/lib/jobs/use-job';

/** A set of photos (one generation's batch): its progress while it is made, then the photos. */
export function PhotoSetView({ set, onDone }: { set: PhotoSet; onDone(): void }) {
  const { job } = useJob(set.job.id);
  const finished = isFinished(job);
  const name = set.characterName ?? 'Your character';
  const images = set.images.length > 0 ? set.images : (job?.media ?? []);

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
            {images.length} photo{images.length === 1 ? '' : 's'} ·{' '}
            {new Date(set.job.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}
          </p>
        </div>
        {set.job.characterId ? (
          <Button asChild variant="secondary" className="h-11">
            <Link to={pathTo('/generate', undefined, { character: set.job.characterId })}>
              Generate more
            </Link>
          </Button>
        ) : null}
      </div>
      {finished ? null : (
        <JobProgressCard jobId={set.job.id} title={`Photos of ${name}`} shouldBlur />
      )}
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
    </div>
  );
}
