import type { ReactNode } from 'react';
import { JobProgressCard } from '@/components/media/job-progress-card';
import { VideoPlayer } from '@/components/media/video-player';
import { useMustBlur } from '@/lib/media/blur';
import { cn } from '@/lib/utils';
import { useResultJob } from '../hooks/use-result-job';
import { columnWidth, failureOf, statedSize } from '../lib/media-result';
import type { MediaResult } from '../lib/ui-messages';
import { MediaColumn } from './media-column';
import { MediaFailed } from './media-failed';
import { MediaMessageFigure } from './media-message-figure';
import { useVideoActions } from './video-context';

/** The card's words while a video is made, by how it is made. */
function videoTitle(mode: string | null | undefined): string {
  if (mode === 'extend-video') return 'Extending the video…';
  if (mode === 'lipsync-video' || mode === 'add-audio-to-video') return 'Recording the voice…';
  if (mode === 'image-to-video') return 'Animating the photo…';
  return 'Making a video…';
}

/** Videos with speech play once; silent ones loop, like a living photo. */
const SPOKEN = new Set(['lipsync-video', 'add-audio-to-video']);

/** A video without a stated size is laid out at spec 9's default, 480×832. */
const DEFAULT_SIZE = { width: 480, height: 832 };

interface VideoMessageCardProps {
  result: MediaResult;
  /** The chat message it is in. */
  messageId: string;
  /** Who is in it. */
  characterId?: string | undefined;
}

/**
 * A generated video in the chat (spec 3 genVideo): while it is made, its progress card (place in line,
 * progress, stage, ETA, preview frame, Cancel), live from the job store; then the video inline, its
 * start image as poster, with what it can become (Extend, Say it); or the error with Retry. Stored and
 * streamed results look the same, so a reloaded chat shows it as it was.
 */
export function VideoMessageCard({ result, messageId, characterId }: VideoMessageCardProps) {
  const actions = useVideoActions();
  const stored = Boolean(result.videoUrl || result.error);
  const job = useResultJob(result, stored);
  const made = job?.state === 'succeeded' ? job.media : [];
  const video = made.find((m) => m.kind === 'video');
  const still = made.find((m) => m.kind === 'image');
  const shouldBlur = Boolean(result.shouldBlur || video?.shouldBlur);
  const blurred = useMustBlur(shouldBlur);
  const failed = failureOf(result, job);
  const canceled = (!result.error && job?.state === 'canceled') || result.error === 'Canceled.';
  const url = result.videoUrl || video?.url || null;
  const canRetry = actions?.canRetry(messageId, result) ?? false;
  const retry = canRetry ? () => actions?.retry(messageId, result, characterId) : undefined;

  let body: ReactNode;
  if (url) {
    const size = video ?? statedSize(result, DEFAULT_SIZE);
    const poster =
      result.inputImageUrl ||
      still?.url ||
      video?.thumbUrl ||
      (result.id ? `/api/media/${result.id}/thumb` : null);
    body = (
      <MediaColumn
        source={{
          kind: 'video',
          url,
          poster,
          messageId,
          characterId,
          shouldBlur,
          width: size.width,
          height: size.height,
        }}
      >
        <VideoPlayer
          src={url}
          poster={poster}
          width={size.width}
          height={size.height}
          shouldBlur={shouldBlur}
          isPreview={video?.isPreview ?? result.isPreview ?? false}
          loop={!SPOKEN.has(result.mode ?? '')}
          label="A video in the chat"
          className="rounded-2xl border border-border/60 shadow-lg"
        />
      </MediaColumn>
    );
  } else if (failed || canceled) {
    body = (
      <MediaFailed
        kind="video"
        title={canceled ? 'The video was canceled.' : 'The video could not be made.'}
        message={canceled ? null : failed || null}
        onRetry={retry}
        disabled={actions?.locked}
      />
    );
  } else if (result.triggerRunId) {
    // The video's own frame, its start picture dimmed behind the progress (blurred fully when the
    // picture must be): nothing moves when the video arrives.
    const size = statedSize(result, DEFAULT_SIZE);
    body = (
      <div
        className="relative flex flex-col overflow-hidden rounded-2xl border border-border/60 bg-card shadow-lg"
        style={{
          width: columnWidth(size),
          aspectRatio: `${size.width} / ${size.height}`,
        }}
      >
        {result.inputImageUrl ? (
          <img
            src={result.inputImageUrl}
            alt=""
            decoding="async"
            className={cn(
              'absolute inset-0 h-full w-full scale-110 object-cover',
              blurred ? 'opacity-70 blur-2xl' : 'opacity-70 blur-md',
            )}
          />
        ) : null}
        <div className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/40 to-transparent" />
        <div className="relative flex flex-1 items-center justify-center">
          <span className="h-12 w-12 animate-spin rounded-full border-2 border-white/80 border-t-transparent motion-reduce:animate-none" />
        </div>
        <div className="relative p-3">
          <JobProgressCard
            jobId={result.triggerRunId}
            title={videoTitle(result.mode)}
            shouldBlur={Boolean(result.shouldBlur)}
            onRetry={retry}
            compact
            className="bg-card/90 backdrop-blur"
          />
        </div>
      </div>
    );
  } else {
    body = <p className="p-4 text-muted-foreground text-sm">This video is not available.</p>;
  }

  return (
    <MediaMessageFigure
      kind="video"
      done={Boolean(url)}
      failed={Boolean(failed || canceled)}
      blurred={blurred}
    >
      {body}
    </MediaMessageFigure>
  );
}
