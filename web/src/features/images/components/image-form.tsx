import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PosePicker } from '@/components/media/pose-picker';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import type { Orientation, PoseOut } from '@/lib/api-types';
import { useCreditQuote } from '@/lib/credits';
import { usePoses } from '@/lib/media/get-poses';
import { poseGender, poseRating } from '@/lib/media/poses';
import { useGenerations } from '../hooks/use-generations';
import { DEFAULT_BATCH_SIZE } from '../lib/orientations';
import type { MediaCharacter } from '../types';
import { GeneratePanel, MobileGenerateBar } from './generate-panel';

interface ImageFormProps {
  characters: readonly MediaCharacter[];
  character: MediaCharacter | null;
  /** The character picker (and look), shown first. */
  who: ReactNode;
}

/** The image side of the generator: a pose (grouped by tag, with a Community section) and/or a
 * prompt, the orientation and batch size; the batches appear beside it as they are made. */
export function ImageForm({ characters, character, who }: ImageFormProps) {
  const [params, setParams] = useSearchParams();
  const gender = character ? poseGender(character.gender) : null;
  const poses = usePoses(gender);
  const [pose, setPose] = useState<PoseOut | null>(null);
  const [prompt, setPrompt] = useState('');
  const [orientation, setOrientation] = useState<Orientation>('portrait');
  const [batchSize, setBatchSize] = useState(DEFAULT_BATCH_SIZE);
  const results = useRef<HTMLDivElement>(null);

  // Another gender has another pose list.
  const [posesOf, setPosesOf] = useState(gender);
  if (posesOf !== gender) {
    setPosesOf(gender);
    setPose(null);
  }

  const titleOf = useCallback(
    (job: { characterId: string | null }) =>
      characters.find((c) => c.id === job.characterId)?.name ?? 'Your images',
    [characters],
  );
  const { generations, start, busy, error } = useGenerations(params.get('job'), titleOf);
  const quote = useCreditQuote({ kind: 'image', images: batchSize });

  const ready = Boolean(character && (pose || prompt.trim()));
  const summary = useMemo(
    () => [pose?.label, prompt.trim() ? 'your prompt' : null].filter(Boolean).join(' + '),
    [pose, prompt],
  );

  async function generate() {
    if (!character || !ready) return;
    const body = {
      characterId: character.id,
      poseId: pose?.id ?? null,
      prompt: prompt.trim(),
      orientation,
      batchSize,
    };
    const title = `${character.name} · ${summary}`;
    // Until the server's answer says (job.shouldBlur), an NSFW pose is blurred at once.
    const shouldBlur = pose ? poseRating(pose) === 'NSFW' : false;
    const job = await start(body, title, shouldBlur);
    if (!job) return;
    setParams(
      (p) => {
        p.set('job', job.id);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
    results.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="grid min-w-0 gap-8">
        {who}
        <section className="grid gap-3" aria-labelledby="gen-pose">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="gen-pose" className="font-semibold text-lg">
              2. Pose
            </h2>
            {pose ? (
              <button
                type="button"
                className="h-10 px-2 text-muted-foreground text-sm hover:text-foreground"
                onClick={() => setPose(null)}
              >
                Clear pose
              </button>
            ) : null}
          </div>
          {poses.error ? (
            <Alert variant="destructive">{errorMessage(poses.error)}</Alert>
          ) : poses.data ? (
            <PosePicker
              poses={poses.data}
              anime={character?.style === 'Anime'}
              value={pose?.id ?? null}
              onChange={(p) => setPose(p.id === pose?.id ? null : p)}
              gridClassName="lg:grid-cols-4 xl:grid-cols-5"
              rows
            />
          ) : (
            <Spinner />
          )}
        </section>
      </div>
      <GeneratePanel
        resultsRef={results}
        summary={summary}
        prompt={prompt}
        onPrompt={setPrompt}
        orientation={orientation}
        onOrientation={setOrientation}
        batchSize={batchSize}
        onBatchSize={setBatchSize}
        ready={ready}
        busy={busy}
        error={error}
        quote={quote.data}
        onGenerate={() => void generate()}
        generations={generations}
        onRetry={(g) => {
          const body = g.body;
          return body ? () => void start(body, g.title, g.shouldBlur) : undefined;
        }}
      />
      <MobileGenerateBar
        ready={ready}
        busy={busy}
        batchSize={batchSize}
        summary={summary}
        quote={quote.data}
        onGenerate={() => void generate()}
      />
    </div>
  );
}
