import { Link } from 'react-router';
import { BeforeAfter } from '@/components/media/before-after';
import { BlurredMedia } from '@/components/media/blurred-media';
import { JobProgressCard } from '@/components/media/job-progress-card';
import { Button } from '@/components/ui/button';
import { pathTo } from '@/config/paths';
import type { MediaView } from '@/lib/api-types';
import { useJob } from '@/lib/jobs/use-job';
import { useMustBlur } from '@/lib/media/blur';

interface EditResultProps {
  image: MediaView;
  jobId: string | null;
  title: string;
  onRetry(): void;
  onAgain(): void;
}

/** The picture being edited: as it is, then the job's progress, then a before/after comparison
 * with the result. */
export function EditResult({ image, jobId, title, onRetry, onAgain }: EditResultProps) {
  const { job } = useJob(jobId);
  const result = job?.state === 'succeeded' ? job.media[0] : undefined;
  const blurred = useMustBlur(image.shouldBlur || Boolean(result?.shouldBlur));
  const ratio = (result ?? image).width / (result ?? image).height;
  return (
    <div className="grid min-w-0 justify-items-center gap-4">
      <div
        className="relative w-full"
        style={{ maxWidth: `min(100%, calc((100dvh - 13rem) * ${ratio}))` }}
      >
        {result ? (
          <BeforeAfter
            key={result.id}
            before={{ src: image.url, width: image.width, height: image.height }}
            after={{ src: result.url, width: result.width, height: result.height }}
            blurred={blurred}
            className="shadow-2xl"
          />
        ) : (
          <BlurredMedia
            media={{ ...image, src: image.url }}
            alt="The image to edit"
            fit="contain"
            natural
            className="rounded-2xl border border-border/60 shadow-2xl"
          />
        )}
        {/* The progress sits over the picture it changes, in view on every screen. */}
        {jobId && !result ? (
          <JobProgressCard
            jobId={jobId}
            title={title}
            shouldBlur={image.shouldBlur}
            onRetry={onRetry}
            compact
            className="absolute inset-x-3 bottom-3 bg-card/95 backdrop-blur"
          />
        ) : null}
      </div>
      {result ? (
        <div className="flex flex-wrap justify-center gap-3" data-testid="edit-done">
          <Button asChild className="h-11">
            <Link to={pathTo('/image/:id', { id: result.id })} data-testid="open-result">
              Open the result
            </Link>
          </Button>
          <Button asChild variant="secondary" className="h-11">
            <Link to={pathTo('/edit/:id', { id: result.id })}>Edit the result</Link>
          </Button>
          <Button variant="ghost" className="h-11" onClick={onAgain}>
            Try another style
          </Button>
        </div>
      ) : null}
    </div>
  );
}
