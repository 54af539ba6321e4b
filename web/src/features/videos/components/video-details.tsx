import type { RefObject } from 'react';
import { Link } from 'react-router';
import { CreditCost } from '@/components/credit-cost';
import { FilmIcon } from '@/components/media/media-icons';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { UpgradeMessage } from '@/components/upgrade-message';
import { creditsText, type Quote } from '@/lib/credits';
import { type ControlErrors, leftoverError } from '../lib/errors';
import type { VideoSettings } from '../lib/options';
import type { ActionChoice, Speech, StartImage } from '../lib/requests';
import { SpeechFields } from './speech-fields';
import { StartImageField } from './start-image-field';
import { VideoOptions } from './video-options';

export const MOTION_MAX = 1000;

interface VideoDetailsProps {
  characterId: string;
  gender: string;
  action: ActionChoice | null;
  prompt: string;
  onPrompt(value: string): void;
  promptRef: RefObject<HTMLTextAreaElement | null>;
  start: StartImage;
  onStart(value: StartImage): void;
  speech: Speech;
  onSpeech(value: Speech): void;
  settings: VideoSettings;
  onSettings(value: VideoSettings): void;
  errors: ControlErrors;
  /** Why it cannot be sent yet; null when it can. */
  problem: string | null;
  summary: string;
  /** What the video costs and the balance (from POST /api/credits/quote). */
  quote?: Quote;
  busy: boolean;
  onGenerate(): void;
}

/** The controls this panel shows messages next to (the action's are by the action grid). */
const SHOWN = [
  'action',
  'prompt',
  'scene',
  'start',
  'speech',
  'quality',
  'duration',
  'speed',
  'orientation',
] as const;

export function generateLabel(busy: boolean, duration: number, quote?: Quote): string {
  if (busy) return 'Starting…';
  const label = `Generate a ${duration} s video`;
  return quote ? `${label} · ${creditsText(quote.credits)}` : label;
}

/** Not enough credits: the button goes to /upgrade instead. */
export function GetCreditsButton({ quote }: { quote: Quote }) {
  return (
    <Button asChild size="lg" className="w-full" data-testid="video-get-credits">
      <Link to="/upgrade">Not enough credits ({quote.credits} needed) · Get more</Link>
    </Button>
  );
}

/** The motion prompt (or the spoken line), the start image, the video options and Generate. */
export function VideoDetails(props: VideoDetailsProps) {
  const { action, errors, busy, problem } = props;
  const custom = action?.kind === 'preset' && action.action.isCustom;
  const talk = action?.kind === 'talk';
  const rest = leftoverError(errors, SHOWN);
  const promptLabel = custom ? 'Describe the action' : talk ? 'Scene and motion' : 'Your direction';
  return (
    <section
      className="grid gap-5 rounded-2xl border border-border bg-card/80 p-4 shadow-lg sm:p-5"
      aria-labelledby="video-details"
    >
      <h2 id="video-details" className="font-semibold text-lg">
        3. Details
      </h2>
      {talk ? (
        <SpeechFields
          value={props.speech}
          onChange={props.onSpeech}
          gender={props.gender}
          error={errors.speech}
        />
      ) : null}
      <div className="grid gap-2">
        <label htmlFor="video-prompt" className="font-medium text-sm">
          {promptLabel}{' '}
          {custom ? (
            <span className="font-normal text-primary">(required)</span>
          ) : (
            <span className="font-normal text-muted-foreground">(optional)</span>
          )}
        </label>
        <Textarea
          id="video-prompt"
          ref={props.promptRef}
          value={props.prompt}
          maxLength={MOTION_MAX}
          rows={3}
          required={custom}
          aria-invalid={errors.prompt ? true : undefined}
          aria-describedby="video-prompt-note"
          data-testid="video-prompt"
          placeholder={
            custom
              ? 'She slowly turns around, looks back over her shoulder and smiles…'
              : 'Slow and playful, looking into the camera…'
          }
          onChange={(e) => props.onPrompt(e.target.value)}
        />
        {errors.prompt ? (
          <p id="video-prompt-note" role="alert" className="text-red-300 text-xs">
            {errors.prompt}
          </p>
        ) : (
          <p id="video-prompt-note" className="text-muted-foreground text-xs">
            {custom
              ? 'Say what happens in the video. It is checked against the content rules.'
              : 'Empty: the action’s own motion.'}
          </p>
        )}
      </div>
      <StartImageField
        characterId={props.characterId}
        value={props.start}
        onChange={props.onStart}
        scene={!talk}
        sceneError={errors.scene}
        startError={errors.start}
      />
      <VideoOptions value={props.settings} onChange={props.onSettings} errors={errors} />
      {rest ? (
        <Alert variant="destructive" data-testid="video-error">
          <UpgradeMessage text={rest} />
        </Alert>
      ) : null}
      <div className="grid gap-1.5">
        {problem === null && props.quote && !props.quote.enough ? (
          <GetCreditsButton quote={props.quote} />
        ) : (
          <Button
            size="lg"
            className="w-full"
            disabled={problem !== null || busy}
            onClick={props.onGenerate}
            data-testid="generate-video"
          >
            <FilmIcon width={18} height={18} />
            {generateLabel(busy, props.settings.duration, props.quote)}
          </Button>
        )}
        <p className="text-center text-muted-foreground text-xs" data-testid="video-summary">
          {problem ?? props.summary}
        </p>
        {problem === null ? <CreditCost quote={props.quote} /> : null}
      </div>
    </section>
  );
}
