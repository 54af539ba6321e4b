import { useState } from 'react';
import { useVideoSubmit } from '../hooks/use-video-submit';
import { leftoverError } from '../lib/errors';
import { DEFAULT_SETTINGS, type VideoSettings } from '../lib/options';
import { ApplyDialog } from './apply-dialog';
import { NoteField } from './note-field';
import { VideoOptions } from './video-options';

/** Extend a video: more seconds after its last frame, the same action or what the prompt says. */
export function ExtendDialog({
  open,
  onClose,
  keeps,
  onApply,
}: {
  open: boolean;
  onClose(): void;
  /** The action it continues, in words. */
  keeps?: string | null | undefined;
  onApply(prompt: string, settings: VideoSettings): Promise<unknown>;
}) {
  const [prompt, setPrompt] = useState('');
  const [settings, setSettings] = useState<VideoSettings>(DEFAULT_SETTINGS);
  const { busy, errors, submit } = useVideoSubmit();

  async function apply() {
    if (await submit(() => onApply(prompt, settings))) {
      setPrompt('');
      onClose();
    }
  }

  return (
    <ApplyDialog
      open={open}
      onClose={onClose}
      title="Extend this video"
      description={
        keeps
          ? `It carries on from the last frame with ${keeps}.`
          : 'It carries on from the last frame.'
      }
      data-testid="extend-dialog"
      error={leftoverError(errors, ['prompt', 'quality', 'duration', 'speed'])}
      busy={busy}
      onApply={() => void apply()}
      applyLabel={`Extend by ${settings.duration} s`}
      applyTestId="apply-extend"
    >
      <NoteField
        id="extend-prompt"
        label="What happens next"
        placeholder="She turns to the camera and smiles…"
        value={prompt}
        onChange={setPrompt}
        error={errors.prompt}
      />
      <VideoOptions value={settings} onChange={setSettings} errors={errors} orientation={false} />
    </ApplyDialog>
  );
}
