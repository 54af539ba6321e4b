import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { useVideoSubmit } from '../hooks/use-video-submit';
import { leftoverError } from '../lib/errors';
import { DEFAULT_SETTINGS, type VideoSettings } from '../lib/options';
import { Portal } from './portal';
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
  const rest = leftoverError(errors, ['prompt', 'quality', 'duration', 'speed']);

  async function apply() {
    if (await submit(() => onApply(prompt, settings))) {
      setPrompt('');
      onClose();
    }
  }

  return (
    <Portal>
      <Dialog
        open={open}
        onClose={onClose}
        title="Extend this video"
        description={
          keeps
            ? `It carries on from the last frame with ${keeps}.`
            : 'It carries on from the last frame.'
        }
        data-testid="extend-dialog"
      >
        <div className="grid gap-2">
          <label htmlFor="extend-prompt" className="font-medium text-sm">
            What happens next <span className="font-normal text-muted-foreground">(optional)</span>
          </label>
          <Textarea
            id="extend-prompt"
            rows={2}
            maxLength={1000}
            value={prompt}
            aria-invalid={errors.prompt ? true : undefined}
            placeholder="She turns to the camera and smiles…"
            onChange={(e) => setPrompt(e.target.value)}
            className="min-h-16"
          />
          {errors.prompt ? (
            <p role="alert" className="text-red-300 text-xs">
              {errors.prompt}
            </p>
          ) : null}
        </div>
        <VideoOptions value={settings} onChange={setSettings} errors={errors} orientation={false} />
        {rest ? <Alert variant="destructive">{rest}</Alert> : null}
        <Button size="lg" disabled={busy} onClick={() => void apply()} data-testid="apply-extend">
          {busy ? 'Starting…' : `Extend by ${settings.duration} s`}
        </Button>
      </Dialog>
    </Portal>
  );
}
