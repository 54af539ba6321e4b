import type { RefObject } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SparklesIcon } from '@/components/ui/icons';
import { Textarea } from '@/components/ui/textarea';
import type { Orientation } from '@/lib/api-types';
import type { Generation } from '../hooks/use-generations';
import { GenerateOptions } from './generate-options';
import { GenerationResult } from './generation-result';

interface GeneratePanelProps {
  resultsRef: RefObject<HTMLDivElement | null>;
  summary: string;
  prompt: string;
  onPrompt(value: string): void;
  orientation: Orientation;
  onOrientation(value: Orientation): void;
  batchSize: number;
  onBatchSize(value: number): void;
  ready: boolean;
  busy: boolean;
  error: string | null;
  onGenerate(): void;
  generations: Generation[];
  onRetry(generation: Generation): (() => void) | undefined;
}

export const PROMPT_MAX = 500;

function generateLabel(busy: boolean, batchSize: number): string {
  return busy ? 'Starting…' : `Generate ${batchSize} image${batchSize === 1 ? '' : 's'}`;
}

/** On a phone the Generate button also sits at the bottom of the screen, in reach under the long
 * pose list, until the page ends (it never covers the footer). */
export function MobileGenerateBar({
  ready,
  busy,
  batchSize,
  summary,
  onGenerate,
}: {
  ready: boolean;
  busy: boolean;
  batchSize: number;
  summary: string;
  onGenerate(): void;
}) {
  const label = generateLabel(busy, batchSize);
  return (
    <div className="sticky bottom-0 z-30 -mx-4 border-border/60 border-t bg-background/90 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur lg:hidden">
      <Button size="lg" className="w-full" disabled={!ready || busy} onClick={onGenerate}>
        <SparklesIcon width={18} height={18} />
        <span className="min-w-0 truncate">
          {ready ? `${label} · ${summary}` : 'Pick a pose or write a prompt'}
        </span>
      </Button>
    </div>
  );
}

/** The prompt, options and Generate button, then the batches (newest first). */
export function GeneratePanel(props: GeneratePanelProps) {
  const { ready, busy, summary, batchSize } = props;
  const label = generateLabel(busy, batchSize);
  return (
    <aside className="grid gap-6 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:pr-1">
      <section
        className="grid gap-5 rounded-2xl border border-border bg-card/80 p-4 shadow-lg sm:p-5"
        aria-labelledby="gen-details"
      >
        <h2 id="gen-details" className="font-semibold text-lg">
          3. Details
        </h2>
        <div className="grid gap-2">
          <label htmlFor="generate-prompt" className="font-medium text-sm">
            Your prompt <span className="font-normal text-muted-foreground">(optional)</span>
          </label>
          <Textarea
            id="generate-prompt"
            value={props.prompt}
            maxLength={PROMPT_MAX}
            rows={3}
            data-testid="generate-prompt"
            placeholder="At the beach at sunset, wearing a red sundress…"
            onChange={(e) => props.onPrompt(e.target.value)}
          />
        </div>
        <GenerateOptions
          orientation={props.orientation}
          onOrientation={props.onOrientation}
          batchSize={batchSize}
          onBatchSize={props.onBatchSize}
        />
        {props.error ? (
          <Alert variant="destructive" data-testid="generate-error">
            {props.error}
          </Alert>
        ) : null}
        <div className="grid gap-1.5">
          <Button
            size="lg"
            className="w-full"
            disabled={!ready || busy}
            onClick={props.onGenerate}
            data-testid="generate-button"
          >
            <SparklesIcon width={18} height={18} />
            {label}
          </Button>
          <p className="text-center text-muted-foreground text-xs">
            {ready ? summary : 'Pick a pose or write a prompt.'}
          </p>
        </div>
      </section>
      <div ref={props.resultsRef} className="grid scroll-mt-20 gap-6" data-testid="generations">
        {props.generations.map((g) => (
          <GenerationResult
            key={g.jobId}
            jobId={g.jobId}
            title={g.title}
            shouldBlur={g.shouldBlur}
            onRetry={props.onRetry(g)}
          />
        ))}
      </div>
    </aside>
  );
}
