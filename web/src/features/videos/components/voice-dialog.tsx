import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useVideoSubmit } from '../hooks/use-video-submit';
import { leftoverError } from '../lib/errors';
import type { Speech } from '../lib/requests';
import { Portal } from './portal';
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
  const rest = leftoverError(errors, ['speech']);

  async function apply() {
    if (await submit(() => onApply(speech))) {
      setSpeech((s) => ({ ...s, text: '' }));
      onClose();
    }
  }

  return (
    <Portal>
      <Dialog
        open={open}
        onClose={onClose}
        title="Add a voice"
        description="They say your line over this video."
        data-testid="voice-dialog"
      >
        {open ? (
          <SpeechFields value={speech} onChange={setSpeech} gender={gender} error={errors.speech} />
        ) : null}
        {rest ? <Alert variant="destructive">{rest}</Alert> : null}
        <Button
          size="lg"
          disabled={!speech.text.trim() || busy}
          onClick={() => void apply()}
          data-testid="apply-voice"
        >
          {busy ? 'Starting…' : 'Add voice'}
        </Button>
      </Dialog>
    </Portal>
  );
}
