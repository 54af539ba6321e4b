import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { StatusScreen } from '@/components/layouts/status-screen';
import { MediaDeleteDialog } from '@/components/media/media-delete-dialog';
import { VideoPlayer } from '@/components/media/video-player';
import { Button } from '@/components/ui/button';
import { DownloadIcon, TrashIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { pathTo } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import type { MediaView } from '@/lib/api-types';
import { formatDuration } from '@/lib/media/duration';
import { useVideoActions } from '@/lib/media/get-video-actions';
import { deleteVideo } from '../api/delete-video';
import { useVideo } from '../api/get-video';
import { useVideoCharacter } from '../api/get-video-character';
import { useVideoEdits } from '../api/get-video-edits';
import { actionLabel, videoSourceLabel } from '../lib/chain';
import { presetToKeep, videoGender } from '../lib/requests';
import type { VideoDetail } from '../types';
import { Portal } from './portal';
import { type StartedVideo, VideoActions } from './video-actions';
import { VideoJobCard } from './video-job-card';
import { VideoLineage } from './video-lineage';

/** The video page (/image/{id} when the media is a video): GET /api/videos/{id}. */
export function VideoPage({ id }: { id: string }) {
  const { data, error, mutate } = useVideo(id);
  const reload = useCallback(() => void mutate(), [mutate]);
  if (error && !data) {
    return (
      <StatusScreen title="This video could not be opened">
        <p>{errorMessage(error)}</p>
      </StatusScreen>
    );
  }
  if (!data) return <Spinner className="justify-center py-16" />;
  return <VideoView key={data.video.id} detail={data} onChanged={reload} />;
}

const ACTION = 'h-11 w-full justify-start gap-3 px-4';

function downloadName(video: Pick<MediaView, 'id' | 'createdAt'>): string {
  return `nocturne-${video.createdAt.slice(0, 10)}-${video.id.slice(0, 8)}.mp4`;
}

/** One video as large as the screen allows, with what it was made from, what was made from it, and
 * what can be made of it (Extend, Edit, Enhance, Add voice). */
export function VideoView({ detail, onChanged }: { detail: VideoDetail; onChanged(): void }) {
  const { video, chain, derived, characterName } = detail;
  const navigate = useNavigate();
  const [started, setStarted] = useState<StartedVideo[]>([]);
  const [deleting, setDeleting] = useState(false);
  const character = useVideoCharacter(video.characterId);
  const gender = character.data ? videoGender(character.data.gender) : null;
  const actions = useVideoActions(gender);
  const keep = presetToKeep(video, actions.data);
  const preset = actions.data?.find((a) => a.id === keep);
  const edits = useVideoEdits(video.source === 'edit-video');
  const actionName =
    [...(actions.data ?? []), ...(edits.data ?? [])].find((a) => a.id === video.action)
      ?.displayName ?? actionLabel(video.action);
  const name = characterName ?? 'Your video';
  const created = new Date(video.createdAt).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const facts = [
    videoSourceLabel(video.source),
    actionName || null,
    formatDuration(video.duration) || null,
    `${video.width}×${video.height}`,
    video.hasAudio ? 'With sound' : null,
    created,
  ].filter(Boolean);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="grid min-w-0 justify-items-center">
        {/* As large as the column allows, and the whole video within the screen's height. */}
        <div
          className="w-full"
          style={{ maxWidth: `min(100%, calc((100dvh - 11rem) * ${video.width / video.height}))` }}
        >
          <VideoPlayer
            src={video.url}
            poster={video.thumbUrl}
            width={video.width}
            height={video.height}
            shouldBlur={video.shouldBlur}
            isPreview={video.isPreview}
            label={`${name}, ${actionName || 'video'}`}
            autoPlay={!video.hasAudio}
            muted={!video.hasAudio}
            loop
            className="rounded-2xl border border-border/60 shadow-2xl"
          />
        </div>
      </div>
      <aside className="grid gap-5 lg:sticky lg:top-20">
        <div className="grid gap-1">
          <h1
            className="font-display font-semibold text-2xl sm:text-3xl"
            data-testid="video-character"
          >
            {name}
          </h1>
          <p className="text-muted-foreground text-sm">{facts.join(' · ')}</p>
          {video.characterId ? (
            <Link
              to={pathTo('/generate', undefined, { character: video.characterId, tab: 'video' })}
              className="text-primary text-sm underline-offset-4 hover:underline"
            >
              Make another video of {name}
            </Link>
          ) : null}
        </div>
        {started.map((s) => (
          <VideoJobCard
            key={s.job.id}
            jobId={s.job.id}
            title={s.title}
            shouldBlur={s.job.shouldBlur || video.shouldBlur}
            onDone={onChanged}
          />
        ))}
        <VideoActions
          video={video}
          characterId={video.characterId}
          gender={character.data?.gender}
          name={name}
          preset={preset ? { id: preset.id, name: preset.displayName } : null}
          layout="column"
          onStarted={(s) => setStarted((list) => [s, ...list])}
        />
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-1">
          <Button asChild variant="secondary" className={ACTION}>
            <a href={video.url} download={downloadName(video)} data-testid="download-video">
              <DownloadIcon width={18} height={18} />
              <span className="truncate">Download</span>
            </a>
          </Button>
          <Button
            variant="ghost"
            className={`${ACTION} text-red-300 hover:text-red-200`}
            onClick={() => setDeleting(true)}
            data-testid="delete-video"
          >
            <TrashIcon width={18} height={18} />
            <span className="truncate">Delete</span>
          </Button>
        </div>
        <VideoLineage video={video} chain={chain} derived={derived} />
        {video.prompt ? (
          <details className="rounded-xl border border-border/60 bg-card/50 p-3 text-sm">
            <summary className="cursor-pointer text-muted-foreground">Prompt</summary>
            <p className="mt-2 whitespace-pre-wrap break-words text-foreground/85">
              {video.prompt}
            </p>
          </details>
        ) : null}
      </aside>
      <Portal>
        <MediaDeleteDialog
          open={deleting}
          onClose={() => setDeleting(false)}
          remove={() => deleteVideo(video.id)}
          onDeleted={() => navigate(pathTo('/secret-gallery'), { replace: true })}
          title="Delete this video?"
          description="It leaves your gallery and any chat that shows it; videos made from it stay. This cannot be undone."
          confirmTestId="confirm-delete-video"
        />
      </Portal>
    </div>
  );
}
