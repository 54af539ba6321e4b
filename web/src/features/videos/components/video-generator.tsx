import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import type { MediaView } from '@/lib/api-types';
import { refreshCredits, useCreditQuote } from '@/lib/credits';
import { useVideoActions } from '@/lib/media/get-video-actions';
import { useStartImage } from '../api/get-start-image';
import { useVideoGenerations, type VideoGeneration } from '../hooks/use-video-generations';
import { useVideoSubmit } from '../hooks/use-video-submit';
import { DEFAULT_SETTINGS, QUALITIES, type VideoSettings } from '../lib/options';
import {
  type ActionChoice,
  actionName,
  type GenerateForm,
  generateProblem,
  generateRequest,
  presetToKeep,
  problemControl,
  type Speech,
  type StartImage,
  videoGender,
  videoQuote,
} from '../lib/requests';
import type { VideoCharacter } from '../types';
import { ActionPicker } from './action-picker';
import { MobileVideoBar } from './mobile-video-bar';
import type { StartedVideo } from './video-actions';
import { VideoDetails } from './video-details';
import { type VideoFacts, VideoResult } from './video-result';

interface VideoGeneratorProps {
  /** Everyone who can be in a video, and who is chosen. */
  characters: readonly VideoCharacter[];
  character: VideoCharacter;
  /** The character picker (and look), shown first. */
  who: ReactNode;
}

/** The address parameter naming the last video started, so a reload shows it again. */
export const VIDEO_JOB_PARAM = 'video';
/** The address parameter naming a picture to start from. */
export const START_PARAM = 'start';

/** The video generator: a character, an action preset (filtered by rating and category, previews
 * on hover), the start image, the motion prompt and the video options; the videos appear beside
 * it as they are made, each with Extend, Edit, Enhance and Add voice. */
export function VideoGenerator({ characters, character, who }: VideoGeneratorProps) {
  const [params, setParams] = useSearchParams();
  const gender = videoGender(character.gender);
  const actions = useVideoActions(gender);
  const [action, setAction] = useState<ActionChoice | null>(null);
  const [prompt, setPrompt] = useState('');
  const [start, setStart] = useState<StartImage>({ kind: 'still', scene: '' });
  const [speech, setSpeech] = useState<Speech>({ text: '', voiceId: '', emotion: '' });
  const [settings, setSettings] = useState<VideoSettings>(DEFAULT_SETTINGS);
  const { busy, errors, setErrors, submit } = useVideoSubmit();
  // A picture asked for in the address (its page's "Make a video") is where the video starts.
  const asked = useStartImage(params.get(START_PARAM));
  const [applied, setApplied] = useState<string | null>(null);
  if (asked.image && asked.image.id !== applied && asked.image.characterId === character.id) {
    setApplied(asked.image.id);
    setStart({ kind: 'image', media: asked.image });
  }
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const results = useRef<HTMLDivElement>(null);

  // Another character: another action list (by gender) and other pictures to start from.
  const [shownFor, setShownFor] = useState({ id: character.id, gender });
  if (shownFor.id !== character.id) {
    setShownFor({ id: character.id, gender });
    if (shownFor.gender !== gender) setAction(null);
    if (start.kind === 'image') setStart({ kind: 'image', media: null });
    setSpeech((s) => ({ ...s, voiceId: '' }));
  }

  const nameOf = useCallback(
    (id: string | null) => characters.find((c) => c.id === id)?.name ?? 'Your video',
    [characters],
  );
  const titleOf = useCallback(
    (job: { characterId: string | null }) => nameOf(job.characterId),
    [nameOf],
  );
  const {
    generations,
    start: startVideo,
    add,
  } = useVideoGenerations(params.get(VIDEO_JOB_PARAM), titleOf);

  // A custom action needs its prompt: the box takes the focus when one is chosen.
  const custom = action?.kind === 'preset' && action.action.isCustom;
  useEffect(() => {
    if (custom) promptRef.current?.focus({ preventScroll: false });
  }, [custom]);

  const form: GenerateForm = { character, action, prompt, start, speech, settings };
  const problem = generateProblem(form);
  const quote = useCreditQuote(action ? videoQuote(form) : null).data;
  const quality = QUALITIES.find((q) => q.value === settings.quality)?.label ?? '';
  const summary = action
    ? `${actionName(action)} · ${settings.duration} s · ${quality} · ${settings.speed}`
    : '';

  const remember = (jobId: string) =>
    setParams(
      (p) => {
        p.set(VIDEO_JOB_PARAM, jobId);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );

  async function generate() {
    if (problem) {
      setErrors({ [problemControl(form)]: problem });
      return;
    }
    const body = generateRequest(form);
    const title = `${character.name} · ${actionName(action)}`;
    const nsfw = action?.kind === 'preset' && action.action.rating === 'NSFW';
    let jobId = '';
    const ok = await submit(async () => {
      jobId = (await startVideo(body, title, nsfw)).id;
    });
    if (!ok) return;
    void refreshCredits();
    remember(jobId);
    results.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  const onStarted = (started: StartedVideo, from: VideoGeneration) => {
    add({
      jobId: started.job.id,
      title: started.title,
      shouldBlur: started.job.shouldBlur || from.shouldBlur,
      body: started.body,
    });
    remember(started.job.id);
    results.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  /** Who is in a finished video, and the action preset an extension of it keeps. */
  const describe = (video: MediaView): VideoFacts => {
    const who = characters.find((c) => c.id === video.characterId);
    const keep =
      who && videoGender(who.gender) === gender ? presetToKeep(video, actions.data) : null;
    const preset = keep ? actions.data?.find((a) => a.id === keep) : undefined;
    return {
      name: who?.name ?? 'Your video',
      gender: who?.gender ?? null,
      preset: preset ? { id: preset.id, name: preset.displayName } : null,
    };
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="grid min-w-0 gap-8">
        {who}
        <section className="grid gap-3" aria-labelledby="video-action">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="video-action" className="font-semibold text-lg">
              2. Action
            </h2>
            {action ? (
              <button
                type="button"
                className="h-10 px-2 text-muted-foreground text-sm hover:text-foreground"
                onClick={() => setAction(null)}
              >
                Clear action
              </button>
            ) : null}
          </div>
          {errors.action ? (
            <Alert variant="destructive" data-testid="action-error">
              {errors.action}
            </Alert>
          ) : null}
          {actions.error ? (
            <Alert variant="destructive">{errorMessage(actions.error)}</Alert>
          ) : actions.data ? (
            <ActionPicker
              actions={actions.data}
              value={action}
              onChange={(choice) => {
                setAction(choice);
                setErrors({});
              }}
            />
          ) : (
            <Spinner />
          )}
        </section>
      </div>
      <aside className="grid gap-6 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:pr-1">
        <VideoDetails
          characterId={character.id}
          gender={gender}
          action={action}
          prompt={prompt}
          onPrompt={setPrompt}
          promptRef={promptRef}
          start={start}
          onStart={setStart}
          speech={speech}
          onSpeech={setSpeech}
          settings={settings}
          onSettings={setSettings}
          errors={errors}
          problem={problem}
          summary={summary}
          quote={quote}
          busy={busy}
          onGenerate={() => void generate()}
        />
        <div
          ref={results}
          className="grid scroll-mt-20 gap-6"
          data-testid="video-generations"
          aria-live="polite"
        >
          {generations.map((g) => (
            <VideoResult
              key={g.jobId}
              jobId={g.jobId}
              title={g.title}
              shouldBlur={g.shouldBlur}
              describe={describe}
              onRetry={g.body ? () => void submit(() => retry(g)) : undefined}
              onStarted={(started) => onStarted(started, g)}
            />
          ))}
        </div>
      </aside>
      <MobileVideoBar
        problem={problem}
        busy={busy}
        label={summary}
        duration={settings.duration}
        quote={quote}
        onGenerate={() => void generate()}
      />
    </div>
  );

  async function retry(g: VideoGeneration) {
    if (!g.body) return;
    const job = await startVideo(g.body, g.title, g.shouldBlur);
    remember(job.id);
    void refreshCredits();
  }
}
