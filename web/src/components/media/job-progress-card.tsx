import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import type { JobView } from '@/lib/api-types';
import { cancelJob } from '@/lib/jobs/cancel-job';
import { formatEta, progressPercent, queueText, stageText } from '@/lib/jobs/format';
import { useJob } from '@/lib/jobs/use-job';
import { useMustBlur } from '@/lib/media/blur';
import { cn } from '@/lib/utils';

interface JobProgressCardProps {
  jobId: string;
  /** What is being made ("2 images of Mira"). */
  title?: string;
  /** The result will be NSFW: the preview frame is blurred by the same policy as the result. */
  shouldBlur?: boolean;
  /** Offered when the job failed or was canceled. */
  onRetry?: () => void;
  /** Cards in a chat bubble are a little smaller. */
  compact?: boolean;
  className?: string;
}

/**
 * A generation job as it goes: its place in line and ETA while queued; a percentage bar, the stage,
 * the preview frame and ETA while running; Cancel until it ends; then the error (with Retry, when the
 * caller offers one) or "Canceled". It follows the app's job store, so a reload shows the same.
 */
export function JobProgressCard({
  jobId,
  title,
  shouldBlur = false,
  onRetry,
  compact = false,
  className,
}: JobProgressCardProps) {
  const { job, error } = useJob(jobId);
  // The job says whether its results are NSFW, so its preview frames are blurred from the first one.
  const blurred = useMustBlur(
    shouldBlur || Boolean(job?.shouldBlur) || Boolean(job?.media.some((m) => m.shouldBlur)),
  );
  return (
    <div
      data-testid="job-progress"
      data-job-id={jobId}
      data-state={job?.state ?? (error ? 'missing' : 'loading')}
      className={cn(
        'grid gap-3 rounded-2xl border border-border bg-card/90 text-card-foreground shadow-lg',
        compact ? 'p-3' : 'p-4 sm:p-5',
        className,
      )}
    >
      {job ? (
        <JobBody job={job} title={title} blurred={blurred} onRetry={onRetry} compact={compact} />
      ) : error ? (
        <p className="text-sm text-red-300">{errorMessage(error)}</p>
      ) : (
        <Header title={title ?? 'Starting…'} detail="Connecting" />
      )}
    </div>
  );
}

function Header({ title, detail }: { title: string; detail?: string | null | undefined }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <p className="min-w-0 truncate font-semibold">{title}</p>
      {detail ? (
        <p className="shrink-0 text-sm text-muted-foreground tabular-nums">{detail}</p>
      ) : null}
    </div>
  );
}

function Bar({ percent }: { percent: number | null }) {
  return (
    <div
      role="progressbar"
      aria-label="Progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      className="relative h-2 overflow-hidden rounded-full bg-secondary"
    >
      {percent === null ? (
        <div className="absolute inset-y-0 w-1/3 animate-job-wait motion-reduce:animate-none rounded-full bg-primary/60" />
      ) : (
        <div
          className="h-full rounded-full bg-gradient-to-r from-primary/80 to-primary transition-[width] duration-500"
          style={{ width: `${Math.max(percent, 3)}%` }}
        />
      )}
    </div>
  );
}

interface JobBodyProps {
  job: JobView;
  title: string | undefined;
  blurred: boolean;
  onRetry: (() => void) | undefined;
  compact: boolean;
}

function JobBody({ job, title, blurred, onRetry, compact }: JobBodyProps) {
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const eta = formatEta(job.etaSeconds);
  const line = queueText(job);
  const active = job.state === 'queued' || job.state === 'running';

  async function cancel() {
    setCancelling(true);
    setCancelError(null);
    try {
      await cancelJob(job.id);
    } catch (e) {
      setCancelError(errorMessage(e));
    } finally {
      setCancelling(false);
    }
  }

  if (job.state === 'failed' || job.state === 'canceled') {
    const failed = job.state === 'failed';
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <p className={cn('font-semibold', failed && 'text-red-300')}>
            {failed ? 'Generation failed' : 'Canceled'}
          </p>
          {failed ? (
            <p className="text-sm text-muted-foreground" data-testid="job-error">
              {job.error || 'Something went wrong while making this.'}
            </p>
          ) : null}
        </div>
        {onRetry ? (
          <Button variant="secondary" className="h-10" onClick={onRetry} data-testid="job-retry">
            Try again
          </Button>
        ) : null}
      </div>
    );
  }

  if (job.state === 'succeeded') {
    return (
      <>
        <Header title={title ?? 'Done'} detail="100%" />
        <Bar percent={100} />
      </>
    );
  }

  const percent = job.state === 'running' && !line ? progressPercent(job) : null;
  const stage = job.state === 'running' ? stageText(job.stage) : null;
  const headline =
    job.state === 'queued' ? 'Waiting in line' : line ? 'Waiting for a GPU' : 'Generating';
  return (
    <div className="flex items-start gap-3">
      {job.previewUrl ? (
        <div
          className={cn(
            'shrink-0 overflow-hidden rounded-lg bg-secondary',
            compact ? 'h-[4.5rem] w-14' : 'h-24 w-20 sm:h-28 sm:w-24',
          )}
        >
          {/* A preview frame is small and brief: blurred when the result will be, without a reveal. */}
          <img
            src={job.previewUrl}
            alt="Preview frame of the result"
            data-testid="job-preview"
            data-blurred={blurred ? 'true' : 'false'}
            className={cn('h-full w-full object-cover', blurred && 'scale-110 blur-md')}
          />
        </div>
      ) : null}
      <div className="grid min-w-0 flex-1 gap-2">
        <Header title={title ?? headline} detail={percent === null ? line : `${percent}%`} />
        <Bar percent={percent} />
        <div className="flex min-h-10 items-center justify-between gap-2">
          <p className="flex flex-wrap gap-x-3 text-muted-foreground text-xs" aria-live="polite">
            {title ? <span>{headline}</span> : null}
            {stage ? <span data-testid="job-stage">{stage}</span> : null}
            {percent !== null && line ? <span>{line}</span> : null}
            {eta ? <span data-testid="job-eta">{eta} left</span> : <span>Estimating time…</span>}
          </p>
          {active ? (
            <Button
              variant="ghost"
              className="-mr-2 h-10 shrink-0 px-3 text-muted-foreground"
              disabled={cancelling}
              onClick={() => void cancel()}
              data-testid="job-cancel"
            >
              {cancelling ? 'Canceling…' : 'Cancel'}
            </Button>
          ) : null}
        </div>
        {cancelError ? <p className="text-red-300 text-xs">{cancelError}</p> : null}
      </div>
    </div>
  );
}
