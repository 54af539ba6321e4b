import type { ReactNode } from 'react';
import { BlurredMedia } from '@/components/media/blurred-media';
import { JobProgressCard } from '@/components/media/job-progress-card';
import { pathTo } from '@/config/paths';
import { useMustBlur } from '@/lib/media/blur';
import { useResultJob } from '../hooks/use-result-job';
import { failureOf, statedSize } from '../lib/media-result';
import type { MediaResult } from '../lib/ui-messages';
import { MediaColumn } from './media-column';
import { MediaFailed } from './media-failed';
import { MediaMessageFigure } from './media-message-figure';
import { usePhotoActions } from './photo-context';

/** A chat photo without a stated size is laid out as portrait (spec 9: 916×1145). */
const PORTRAIT = { width: 916, height: 1145 };

interface DataMessageCardProps {
  result: MediaResult;
  /** The chat message it is in (a video made from it names it). */
  messageId?: string | undefined;
  /** Who is in the photo (for Retry in a group chat, and the videos made from it). */
  characterId?: string | undefined;
}

/**
 * A generated image in the chat (spec 3 genImage): while it is made, its progress card; then the
 * picture, as large as the column allows, blurred when it should be, opening its page, with what it
 * can become (Animate, Say it); or the error with Retry. Stored and streamed results look the same.
 */
export function DataMessageCard({ result, messageId, characterId }: DataMessageCardProps) {
  const actions = usePhotoActions();
  const stored = Boolean(result.imageUrl || result.error);
  const job = useResultJob(result, stored);
  const media = job?.state === 'succeeded' ? job.media[0] : undefined;
  const shouldBlur = Boolean(result.shouldBlur || media?.shouldBlur);
  const blurred = useMustBlur(shouldBlur);
  const failed = failureOf(result, job);
  const canceled = !result.error && job?.state === 'canceled';
  const url = result.imageUrl || media?.url || null;
  const retry = actions ? () => actions.retry(characterId) : undefined;

  let body: ReactNode;
  if (url && result.id) {
    const size = media ?? statedSize(result, PORTRAIT);
    body = (
      <MediaColumn
        source={{
          kind: 'image',
          url,
          poster: url,
          messageId,
          characterId,
          shouldBlur,
          width: size.width,
          height: size.height,
        }}
      >
        <BlurredMedia
          media={{
            src: url,
            shouldBlur,
            isPreview: media?.isPreview ?? result.isPreview ?? false,
            width: size.width,
            height: size.height,
          }}
          alt="A photo in the chat"
          to={pathTo('/image/:id', { id: result.id })}
          natural
          className="rounded-2xl border border-border/60 shadow-lg"
        />
      </MediaColumn>
    );
  } else if (failed || canceled) {
    body = (
      <MediaFailed
        kind="photo"
        title={canceled ? 'The photo was canceled.' : 'The photo could not be made.'}
        message={failed || null}
        onRetry={retry}
        disabled={actions?.locked}
      />
    );
  } else if (result.triggerRunId) {
    body = (
      <JobProgressCard
        jobId={result.triggerRunId}
        title="Taking a photo…"
        shouldBlur={Boolean(result.shouldBlur)}
        onRetry={retry}
        compact
        className="w-[min(20rem,100%)]"
      />
    );
  } else {
    body = <p className="p-4 text-muted-foreground text-sm">This photo is not available.</p>;
  }

  return (
    <MediaMessageFigure
      kind="image"
      done={Boolean(url)}
      failed={Boolean(failed || canceled)}
      blurred={blurred}
    >
      {body}
    </MediaMessageFigure>
  );
}
