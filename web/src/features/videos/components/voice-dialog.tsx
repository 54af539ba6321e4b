import { useState } from 'react';
import { useVideoSubmit } from '../hooks/use-video-submit';
import { leftoverError } from '../lib/errors';
import type { Speech } from '../lib/requests';
import { ApplyDialog } from './apply-dialog';
import { SpeechFields } from './speech-fields';

/** Add a voice: the character says a line over this video, in a voice and with an emotion. */
export function VoiceDialog({
  open,
  onClose,
  gender,
  onApply,
}: {
  open: boolean;
  onClose(): void;
  gender?: string | null | undefined;
  onApply(speech: Speech): Promise<unknown>;
}) {
  const [speech, setSpeech] = useState<Speech>({ text: '', voiceId: '', emotion: '' });
  const { busy, errors, submit } = useVideoSubmit();

  async function apply() {
    if (await submit(() => onApply(speech))) {
      setSpeech((s) => ({ ...s, text: '' }));
      onClose();
    }
  }

  return (
    <ApplyDialog
      open={open}
      onClose={onClose}
      title="Add a voice"
      description="They say your line over this video."
      data-testid="voice-dialog"
      error={leftoverError(errors, ['speech'])}
      busy={busy}
      ready={Boolean(speech.text.trim())}
      onApply={() => void apply()}
      applyLabel="Add voice"
      applyTestId="apply-voice"
    >
      {open ? (
        <SpeechFields value={speech} onChange={setSpeech} gender={gender} error={errors.speech} />
      ) : null}
    </ApplyDialog>
  );
}
