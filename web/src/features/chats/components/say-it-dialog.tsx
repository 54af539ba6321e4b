import { useState } from 'react';
import { Chip } from '@/components/media/chip';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import type { ChatCharacter } from '@/lib/api-types';
import { creditsText, useCreditQuote } from '@/lib/credits';
import { useVoices } from '@/lib/media/get-voices';
import { cn } from '@/lib/utils';
import { useVideoSubmit } from '../hooks/use-video-submit';
import {
  DEFAULT_DURATION,
  defaultVoice,
  SPOKEN_WORDS,
  sayRequest,
  spokenWords,
  type VideoRequest,
  type VideoSource,
} from '../lib/video-requests';
import { SheetFooter } from './sheet-footer';
import { SourceThumb } from './source-thumb';

interface SayItDialogProps {
  chatId: string;
  character: ChatCharacter;
  source: VideoSource;
  /** The character's last reply: what they say unless it is changed. */
  lastReply: string;
  onClose(): void;
  onStart(body: VideoRequest): Promise<void>;
}

const label = (emotion: string) => emotion.charAt(0).toUpperCase() + emotion.slice(1);

/**
 * "Say it": the character speaks their last reply, in a voice and with an emotion: a photo moves its
 * lips to the words (lipsync-video), a video gets them as its sound (add-audio-to-video).
 */
export function SayItDialog(props: SayItDialogProps) {
  const { chatId, character, source, onClose, onStart } = props;
  const voices = useVoices();
  const [text, setText] = useState(props.lastReply);
  const [voiceId, setVoiceId] = useState<string | null>(null);
  const [emotion, setEmotion] = useState<string | null>(null);
  const { submit, pending, error } = useVideoSubmit(onStart, onClose);
  const words = spokenWords(text);
  const voice = voiceId ?? (voices.data ? defaultVoice(voices.data, character.gender) : '');
  const mood = emotion ?? voices.data?.defaultEmotion ?? 'neutral';
  const image = source.kind === 'image';
  // The video lasts as long as the words, so the price is at least this (what is reserved is exact).
  const cost = useCreditQuote({
    kind: 'video',
    mode: image ? 'lipsync-video' : 'add-audio-to-video',
    duration: DEFAULT_DURATION,
  }).data;

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Let ${character.name} say it`}
      description={
        image
          ? 'The photo speaks the words, lips in sync; the video arrives in the chat.'
          : 'The video gets the words as its sound; the new video arrives in the chat.'
      }
      className="pb-0"
      data-testid="say-it-dialog"
    >
      <SourceThumb source={source}>
        <p className="truncate font-medium">{character.name}</p>
        <p className="text-muted-foreground text-xs">
          {image ? 'A talking video of this photo' : 'This video, with a voice'}
        </p>
      </SourceThumb>
      <div className="grid gap-2">
        <label htmlFor="say-it-text" className="font-medium text-sm">
          Words
        </label>
        <Textarea
          id="say-it-text"
          data-testid="say-it-text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={4}
          className="min-h-24"
          placeholder={`What should ${character.name} say?`}
        />
        <p
          className={cn(
            'text-xs',
            words > SPOKEN_WORDS ? 'text-amber-200' : 'text-muted-foreground',
          )}
        >
          {words} {words === 1 ? 'word' : 'words'} · about {SPOKEN_WORDS} fit in a video; *actions*
          are not spoken.
        </p>
      </div>
      {voices.error ? (
        <Alert variant="destructive">{errorMessage(voices.error)}</Alert>
      ) : !voices.data ? (
        <Spinner label="Loading voices…" />
      ) : (
        <>
          <div className="grid gap-2">
            <label htmlFor="say-it-voice" className="font-medium text-sm">
              Voice
            </label>
            <NativeSelect
              id="say-it-voice"
              value={voice}
              onChange={(e) => setVoiceId(e.target.value)}
            >
              {voices.data.voices.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.displayName} · {v.gender}
                </option>
              ))}
            </NativeSelect>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium text-sm">Emotion</legend>
            <div className="flex flex-wrap gap-2">
              {voices.data.emotions.map((e) => (
                <Chip key={e} active={mood === e} onClick={() => setEmotion(e)}>
                  {label(e)}
                </Chip>
              ))}
            </div>
          </fieldset>
        </>
      )}
      <SheetFooter error={error}>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" className="h-11" onClick={onClose}>
            Cancel
          </Button>
          <Button
            className="h-11 px-6"
            disabled={pending || words === 0 || !voices.data}
            data-testid="start-video"
            onClick={() =>
              void submit(
                sayRequest({ chatId, character, source, text, voiceId: voice, emotion: mood }),
              )
            }
          >
            {pending ? 'Starting…' : `Say it${cost ? ` · from ${creditsText(cost.credits)}` : ''}`}
          </Button>
        </div>
      </SheetFooter>
    </Dialog>
  );
}
