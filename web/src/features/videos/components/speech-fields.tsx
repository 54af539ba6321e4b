import { useEffect, useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { useVoices } from '@/lib/media/get-voices';
import type { Speech } from '../lib/requests';

/** About 10 seconds of speech (the longest a video is). */
export const SPEECH_MAX = 300;

function capitalized(word: string): string {
  return word ? `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}` : word;
}

/** A spoken line: the words, a voice from the catalogue and an emotion. */
export function SpeechFields({
  value,
  onChange,
  gender,
  error,
}: {
  value: Speech;
  onChange(value: Speech): void;
  /** The character's gender: the first voice of it is picked to start with. */
  gender?: string | null | undefined;
  error?: string | undefined;
}) {
  const id = useId();
  const voices = useVoices();
  const set = <K extends keyof Speech>(key: K, v: Speech[K]) => onChange({ ...value, [key]: v });
  const catalogue = voices.data;

  // Until a voice is chosen, what is sent is what the selects show.
  useEffect(() => {
    if (!catalogue || value.voiceId) return;
    const wanted = gender === 'Male' ? 'Male' : 'Female';
    const voice = catalogue.voices.find((v) => v.gender === wanted)?.id ?? catalogue.defaultVoiceId;
    onChange({ ...value, voiceId: voice, emotion: value.emotion || catalogue.defaultEmotion });
  }, [catalogue, value, gender, onChange]);
  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <label htmlFor={`${id}-text`} className="font-medium text-sm">
          What they say
        </label>
        <Textarea
          id={`${id}-text`}
          rows={3}
          required
          maxLength={SPEECH_MAX}
          value={value.text}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note`}
          placeholder="Hey you… I’ve been thinking about you all day."
          onChange={(e) => set('text', e.target.value)}
          data-testid="speech-text"
        />
        {error ? (
          <p id={`${id}-note`} role="alert" className="text-red-300 text-xs">
            {error}
          </p>
        ) : (
          <p id={`${id}-note`} className="text-muted-foreground text-xs">
            Up to about 25 words: a video lasts at most 10 seconds.
          </p>
        )}
      </div>
      {voices.error ? (
        <Alert variant="destructive">{errorMessage(voices.error)}</Alert>
      ) : !voices.data ? (
        <Spinner label="Loading voices…" />
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-2">
            <label htmlFor={`${id}-voice`} className="font-medium text-sm">
              Voice
            </label>
            <NativeSelect
              id={`${id}-voice`}
              value={value.voiceId || voices.data.defaultVoiceId}
              onChange={(e) => set('voiceId', e.target.value)}
              data-testid="speech-voice"
            >
              {voices.data.voices.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.displayName} · {v.gender.toLowerCase()}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <label htmlFor={`${id}-emotion`} className="font-medium text-sm">
              Emotion
            </label>
            <NativeSelect
              id={`${id}-emotion`}
              value={value.emotion || voices.data.defaultEmotion}
              onChange={(e) => set('emotion', e.target.value)}
              data-testid="speech-emotion"
            >
              {voices.data.emotions.map((e) => (
                <option key={e} value={e}>
                  {capitalized(e)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      )}
    </div>
  );
}
