import { type ReactNode, useState } from 'react';
import { ExtendIcon, MicIcon } from '@/components/media/media-icons';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SparklesIcon, WandIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-error';
import type { JobView, MediaView } from '@/lib/api-types';
import { startVideo } from '@/lib/media/start-video';
import { cn } from '@/lib/utils';
import { DEFAULT_SETTINGS } from '../lib/options';
import {
  addVoiceRequest,
  editRequest,
  enhanceRequest,
  extendRequest,
  type SourceVideo,
} from '../lib/requests';
import type { VideoRequest } from '../types';
import { EditDialog } from './edit-dialog';
import { ExtendDialog } from './extend-dialog';
import { VoiceDialog } from './voice-dialog';

export interface StartedVideo {
  job: JobView;
  /** What it makes, in words ("Mira · Extended"). */
  title: string;
  body: VideoRequest;
}

interface VideoActionsProps {
  video: SourceVideo & Pick<MediaView, 'shouldBlur'>;
  /** Who is in it (the follow-ups read the look from the character). */
  characterId: string | null;
  gender?: string | null | undefined;
  name: string;
  /** The action preset an extension keeps, and its name. */
  preset?: { id: string; name: string } | null | undefined;
  onStarted(started: StartedVideo): void;
  /** One column of wide buttons (a page's side panel) or a row (under a result). */
  layout?: 'column' | 'row';
}

type Open = 'extend' | 'edit' | 'voice' | null;

/** What can be made from a finished video: Extend, Edit (13 presets), Enhance (upscale) and Add
 * voice; each starts the matching mode from this video. */
export function VideoActions({
  video,
  characterId,
  gender,
  name,
  preset,
  onStarted,
  layout = 'row',
}: VideoActionsProps) {
  const [open, setOpen] = useState<Open>(null);
  const [enhancing, setEnhancing] = useState(false);
  const [enhanceError, setEnhanceError] = useState<string | null>(null);
  const upscaled = video.source === 'enhanced-video';

  async function send(body: VideoRequest, what: string) {
    const { job } = await startVideo(body);
    onStarted({ job, title: `${name} · ${what}`, body });
  }

  async function enhance() {
    setEnhancing(true);
    setEnhanceError(null);
    try {
      await send(enhanceRequest(video), 'Upscaled');
    } catch (e) {
      setEnhanceError(errorMessage(e));
    } finally {
      setEnhancing(false);
    }
  }

  const follow = characterId ? { characterId, gender, settings: DEFAULT_SETTINGS } : null;
  const button = (key: string, icon: ReactNode, label: string, props: object) => (
    <Button
      key={key}
      variant="secondary"
      className={cn(
        'h-11 gap-2',
        layout === 'column' ? 'w-full justify-start gap-3 px-4' : 'px-3 text-sm',
      )}
      data-testid={`video-${key}`}
      {...props}
    >
      {icon}
      <span className="truncate">{label}</span>
    </Button>
  );

  return (
    <div className="grid gap-2" data-testid="video-actions">
      <div
        className={cn(
          'grid gap-2',
          layout === 'column' ? 'grid-cols-2 sm:grid-cols-1' : 'grid-cols-2',
        )}
      >
        {button('extend', <ExtendIcon width={18} height={18} />, 'Extend', {
          disabled: !follow,
          onClick: () => setOpen('extend'),
        })}
        {button('edit', <WandIcon width={18} height={18} />, 'Edit', {
          disabled: !follow,
          onClick: () => setOpen('edit'),
        })}
        {button(
          'enhance',
          <SparklesIcon width={18} height={18} />,
          enhancing ? 'Starting…' : upscaled ? 'Upscaled' : 'Enhance',
          {
            disabled: enhancing || upscaled,
            title: upscaled ? 'Already at the largest size' : 'Upscale to twice the size',
            onClick: () => void enhance(),
          },
        )}
        {button('voice', <MicIcon width={18} height={18} />, 'Add voice', {
          disabled: !follow,
          onClick: () => setOpen('voice'),
        })}
      </div>
      {enhanceError ? (
        <Alert variant="destructive" data-testid="enhance-error">
          {enhanceError}
        </Alert>
      ) : null}
      {follow ? (
        <>
          <ExtendDialog
            open={open === 'extend'}
            onClose={() => setOpen(null)}
            keeps={preset?.name}
            onApply={(prompt, settings) =>
              send(
                extendRequest(video, { ...follow, settings, prompt, presetId: preset?.id }),
                'Extended',
              )
            }
          />
          <EditDialog
            open={open === 'edit'}
            onClose={() => setOpen(null)}
            onApply={(edit, prompt) =>
              send(editRequest(video, { ...follow, edit, prompt }), 'Edited')
            }
          />
          <VoiceDialog
            open={open === 'voice'}
            onClose={() => setOpen(null)}
            gender={gender}
            onApply={(speech) => send(addVoiceRequest(video, { ...follow, speech }), 'With voice')}
          />
        </>
      ) : null}
    </div>
  );
}
