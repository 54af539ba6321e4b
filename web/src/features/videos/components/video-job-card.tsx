import { useEffect } from 'react';
import { Link } from 'react-router';
import { JobProgressCard } from '@/components/media/job-progress-card';
import { Button } from '@/components/ui/button';
import { pathTo } from '@/config/paths';
import { useJob } from '@/lib/jobs/use-job';
import { MediaThumb } from './media-thumb';

/** A video started from this page: its progress, then a link to it. */
export function VideoJobCard({
  jobId,
  title,
  shouldBlur,
  onDone,
}: {
  jobId: string;
  title: string;
  shouldBlur: boolean;
  /** It finished: the page reads its video again (the new one is made from it). */
  onDone(): void;
}) {
  const { job } = useJob(jobId);
  const video = job?.state === 'succeeded' ? job.media.find((m) => m.kind === 'video') : undefined;
  const doneId = video?.id;
  useEffect(() => {
    if (doneId) onDone();
  }, [doneId, onDone]);
  if (!video) return <JobProgressCard jobId={jobId} title={title} shouldBlur={shouldBlur} />;
  return (
    <div
      className="flex items-center gap-3 rounded-2xl border border-emerald-500/30 bg-emerald-500/10 p-3"
      data-testid="video-job-done"
    >
      <MediaThumb media={video} className="h-16 w-12" />
      <p className="min-w-0 flex-1 truncate text-emerald-100 text-sm">{title} is ready.</p>
      <Button asChild variant="secondary" className="h-10 shrink-0">
        <Link to={pathTo('/image/:id', { id: video.id })}>Open</Link>
      </Button>
    </div>
  );
}
