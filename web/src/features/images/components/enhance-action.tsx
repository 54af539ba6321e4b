import { Link } from 'react-router';
import { JobProgressCard } from '@/components/media/job-progress-card';
import { Button } from '@/components/ui/button';
import { pathTo } from '@/config/paths';
import { useJob } from '@/lib/jobs/use-job';

/** An enhance job of this page: its progress, then a link to the larger image. */
export function EnhanceProgress({
  jobId,
  shouldBlur,
  onRetry,
}: {
  jobId: string;
  shouldBlur: boolean;
  onRetry(): void;
}) {
  const { job } = useJob(jobId);
  const result = job?.state === 'succeeded' ? job.media[0] : undefined;
  if (result) {
    return (
      <div
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-emerald-500/30 bg-emerald-500/10 p-4"
        data-testid="enhance-done"
      >
        <p className="text-emerald-100 text-sm">
          Enhanced to {result.width}×{result.height}.
        </p>
        <Button asChild variant="secondary" className="h-10">
          <Link to={pathTo('/image/:id', { id: result.id })}>Open the enhanced image</Link>
        </Button>
      </div>
    );
  }
  return (
    <JobProgressCard jobId={jobId} title="Enhancing" shouldBlur={shouldBlur} onRetry={onRetry} />
  );
}
