import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { JobProgressCard } from '@/components/media/job-progress-card';
import { VideoPlayer } from '@/components/media/video-player';
import { pathTo } from '@/config/paths';
import type { MediaView } from '@/lib/api-types';
import { useJob } from '@/lib/jobs/use-job';
import { formatDuration } from '@/lib/media/duration';
import { type StartedVideo, VideoActions } from './video-actions';

/** What the follow-ups of a finished video need to know of it. */
export interface VideoFacts {
  name: string;
  gender: string | null;
  /** The action preset an extension keeps. */
  preset: { id: string; name: string } | null;
}

interface VideoResultProps {
  jobId: string;
  title: string;
  shouldBlur: boolean;
  describe(video: MediaView): VideoFacts;
  onRetry?: (() => void) | undefined;
  onStarted(started: StartedVideo): void;
}

/** One video of the generator: its progress card until it is done, then the video playing, with
 * what can be made from it. */
export function VideoResult({
  jobId,
  title,
  shouldBlur,
  describe,
  onRetry,
  onStarted,
}: VideoResultProps) {
  const { job } = useJob(jobId);
  const video = job?.state === 'succeeded' ? job.media.find((m) => m.kind === 'video') : undefined;
  const box = useRef<HTMLElement>(null);
  const waited = useRef(false);
  const doneId = video?.id;
  // Made while watched: it comes into view (within the panel) as it starts playing.
  useEffect(() => {
    if (!doneId) waited.current = true;
    else if (waited.current) box.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [doneId]);
  if (!video) {
    return (
      <section className="grid gap-3" data-testid="video-generation" data-job-id={jobId}>
        <JobProgressCard jobId={jobId} title={title} shouldBlur={shouldBlur} onRetry={onRetry} />
      </section>
    );
  }
  const facts = describe(video);
  return (
    <section
      ref={box}
      className="grid scroll-mt-20 gap-3 rounded-2xl border border-border bg-card/60 p-3 shadow-lg"
      data-testid="video-generation"
      data-job-id={jobId}
      data-state="done"
    >
      <div className="flex items-baseline justify-between gap-3 px-1">
        <h3 className="min-w-0 truncate font-semibold">{title}</h3>
        <Link
          to={pathTo('/image/:id', { id: video.id })}
          className="shrink-0 text-primary text-sm underline-offset-4 hover:underline"
          data-testid="open-video"
        >
          Open · {formatDuration(video.duration)}
        </Link>
      </div>
      {/* As wide as the panel, and the whole video within most of the screen's height. */}
      <div
        className="mx-auto w-full"
        style={{ maxWidth: `min(100%, calc(55dvh * ${video.width / video.height}))` }}
      >
        <VideoPlayer
          src={video.url}
          poster={video.thumbUrl}
          width={video.width}
          height={video.height}
          shouldBlur={video.shouldBlur}
          isPreview={video.isPreview}
          label={title}
          autoPlay
          muted={!video.hasAudio}
          loop
          className="rounded-xl"
        />
      </div>
      <VideoActions
        video={video}
        characterId={video.characterId}
        gender={facts.gender}
        name={facts.name}
        preset={facts.preset}
        onStarted={onStarted}
      />
    </section>
  );
}
