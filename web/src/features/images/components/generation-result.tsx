import { Link } from 'react-router';
import { JobProgressCard } from '@/components/media/job-progress-card';
import { pathTo } from '@/config/paths';
import { useJob } from '@/lib/jobs/use-job';
import { MediaGridItem, PendingTile } from './media-grid-item';

interface GenerationResultProps {
  jobId: string;
  title: string;
  shouldBlur: boolean;
  onRetry?: (() => void) | undefined;
}

/** One generation: its progress card until it is done, and its images as they arrive. */
export function GenerationResult({ jobId, title, shouldBlur, onRetry }: GenerationResultProps) {
  const { job } = useJob(jobId);
  const media = job?.media ?? [];
  const slots = Math.max(job?.batchSize ?? 1, media.length);
  const waiting = job?.state === 'queued' || job?.state === 'running' || !job;
  return (
    <section className="grid gap-3" data-testid="generation" data-job-id={jobId}>
      {job?.state === 'succeeded' ? (
        <div className="flex items-baseline justify-between gap-3">
          <h3 className="min-w-0 truncate font-semibold">{title}</h3>
          <Link
            to={pathTo('/photos/:id', { id: jobId })}
            className="shrink-0 text-primary text-sm underline-offset-4 hover:underline"
          >
            Open set
          </Link>
        </div>
      ) : (
        <JobProgressCard jobId={jobId} title={title} shouldBlur={shouldBlur} onRetry={onRetry} />
      )}
      {media.length > 0 || waiting ? (
        <div className="grid grid-cols-2 gap-3" data-testid="result-grid">
          {Array.from({ length: slots }, (_, i) => {
            const item = media[i];
            return item ? (
              <MediaGridItem key={item.id} media={item} label={`${title}, image ${i + 1}`} />
            ) : waiting ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: places for images not made yet
              <PendingTile key={`slot-${i}`} />
            ) : null;
          })}
        </div>
      ) : null}
    </section>
  );
}
