import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MediaDeleteDialog } from '@/components/media/media-delete-dialog';
import { FilmIcon } from '@/components/media/media-icons';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DownloadIcon, SparklesIcon, TrashIcon, UserIcon, WandIcon } from '@/components/ui/icons';
import { pathTo } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import type { ImageDetail } from '@/lib/api-types';
import { deleteImage } from '../api/delete-image';
import { enhanceImage } from '../api/enhance-image';
import { setMyAvatar } from '../api/set-my-avatar';
import { setPortrait } from '../api/set-portrait';
import { downloadName } from '../lib/sources';

type Status = { ok: boolean; text: string } | null;

const ACTION = 'h-11 w-full justify-start gap-3 px-4';

/** What can be done with one of my images: edit, enhance, make a video from it, make it a portrait
 * or my avatar, download, delete. */
export function ImageActions({
  detail,
  onEnhance,
}: {
  detail: ImageDetail;
  /** An enhance job started: the page shows its progress. */
  onEnhance(jobId: string): void;
}) {
  const { image, characterName } = detail;
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function run(name: string, action: () => Promise<string>) {
    setBusy(name);
    setStatus(null);
    try {
      setStatus({ ok: true, text: await action() });
    } catch (e) {
      setStatus({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(null);
    }
  }

  const enhance = () =>
    run('enhance', async () => {
      const job = await enhanceImage(image.id);
      onEnhance(job.id);
      return 'Enhancing: the larger image appears here when it is done.';
    });
  const portrait = (characterId: string) =>
    run('portrait', async () => {
      await setPortrait(characterId, image.id);
      return `This is now ${characterName ?? 'the character'}'s portrait.`;
    });
  const avatar = () =>
    run('avatar', async () => {
      await setMyAvatar(image.id);
      return 'This is now your avatar.';
    });

  const item = (icon: ReactNode, label: string) => (
    <>
      {icon}
      <span className="truncate">{label}</span>
    </>
  );

  return (
    <div className="grid gap-3" data-testid="image-actions">
      {status ? (
        <Alert variant={status.ok ? 'success' : 'destructive'} data-testid="action-status">
          {status.text}
        </Alert>
      ) : null}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-1">
        <Button asChild className={ACTION}>
          <Link to={pathTo('/edit/:id', { id: image.id })} data-testid="edit-link">
            {item(<WandIcon width={18} height={18} />, 'Edit')}
          </Link>
        </Button>
        <Button
          variant="secondary"
          className={ACTION}
          disabled={busy !== null}
          onClick={() => void enhance()}
          data-testid="enhance-button"
        >
          {item(
            <SparklesIcon width={18} height={18} />,
            busy === 'enhance' ? 'Starting…' : 'Enhance',
          )}
        </Button>
        {image.characterId ? (
          <Button asChild variant="secondary" className={ACTION}>
            <Link
              to={pathTo('/generate', undefined, {
                tab: 'video',
                character: image.characterId,
                start: image.id,
              })}
              data-testid="make-video-link"
            >
              {item(<FilmIcon width={18} height={18} />, 'Make a video')}
            </Link>
          </Button>
        ) : null}
        {image.characterId ? (
          <Button
            variant="secondary"
            className={ACTION}
            disabled={busy !== null}
            onClick={() => void portrait(image.characterId ?? '')}
            data-testid="portrait-button"
          >
            {item(<UserIcon width={18} height={18} />, 'Set as portrait')}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          className={ACTION}
          disabled={busy !== null}
          onClick={() => void avatar()}
          data-testid="avatar-button"
        >
          {item(<UserIcon width={18} height={18} />, 'Use as my avatar')}
        </Button>
        <Button asChild variant="secondary" className={ACTION}>
          <a href={image.url} download={downloadName(image)} data-testid="download-link">
            {item(<DownloadIcon width={18} height={18} />, 'Download')}
          </a>
        </Button>
        <Button
          variant="ghost"
          className={`${ACTION} text-red-300 hover:text-red-200`}
          onClick={() => setDeleting(true)}
          data-testid="delete-button"
        >
          {item(<TrashIcon width={18} height={18} />, 'Delete')}
        </Button>
      </div>
      <MediaDeleteDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        remove={() => deleteImage(image.id)}
        onDeleted={() => navigate(pathTo('/secret-gallery'), { replace: true })}
        title="Delete this image?"
        description="It leaves your gallery and any chat that shows it. This cannot be undone."
        data-testid="delete-dialog"
        confirmTestId="delete-confirm"
      />
    </div>
  );
}
