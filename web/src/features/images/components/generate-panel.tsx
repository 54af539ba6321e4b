import type { RefObject } from 'react';
import { Link } from 'react-router';
import { CreditCost } from '@/components/credit-cost';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SparklesIcon } from '@/components/ui/icons';
import { Textarea } from '@/components/ui/textarea';
import { UpgradeMessage } from '@/components/upgrade-message';
import type { Orientation } from '@/lib/api-types';
import { creditsText, type Quote } from '@/lib/credits';
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
  /** What the generation costs and the balance (from POST /api/credits/quote). */
  quote?: Quote;
  onGenerate(): void;
  generations: Generation[];
  onRetry(generation: Generation): (() => void) | undefined;
}

export const PROMPT_MAX = 500;

function generateLabel(busy: boolean, batchSize: number, quote?: Quote): string {
  if (busy) return 'Starting…';
  const label = `Generate ${batchSize} image${batchSize === 1 ? '' : 's'}`;
  return quote ? `${label} · ${creditsText(quote.credits)}` : label;
}

/** Not enough credits: the button goes to /upgrade instead. */
function GetCreditsButton({ quote, className }: { quote: Quote; className?: string }) {
  return (
    <Button asChild size="lg" className={className} data-testid="generate-get-credits">
      <Link to="/upgrade">Not enough credits ({quote.credits} needed) · Get more</Link>
    </Button>
  );
}

/** On a phone the Generate button also sits at the bottom of the screen, in reach under the long
 * pose list, until the page ends (it never covers the footer). */
export function MobileGenerateBar({
  ready,
  busy,
  batchSize,
  summary,
  quote,
  onGenerate,
}: {
  ready: boolean;
  busy: boolean;
  batchSize: number;
  summary: string;
  quote?: Quote;
  onGenerate(): void;
}) {
  const label = generateLabel(busy, batchSize, quote);
  return (
    <div className="sticky bottom-0 z-30 -mx-4 border-border/60 border-t bg-background/90 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur lg:hidden">
      {ready && quote && !quote.enough ? (
        <GetCreditsButton quote={quote} className="w-full" />
      ) : (
        <Button size="lg" className="w-full" disabled={!ready || busy} onClick={onGenerate}>
          <SparklesIcon width={18} height={18} />
          <span className="min-w-0 truncate">
            {/* The cost matters more than the pose's name when there is room for one of them. */}
            {ready ? (quote ? label : `${label} · ${summary}`) : 'Pick a pose or write a prompt'}
          </span>
        </Button>
      )}
    </div>
  );
}

/** The prompt, options and Generate button, then the batches (newest first). */
export function GeneratePanel(props: GeneratePanelProps) {
  const { ready, busy, summary, batchSize, quote } = props;
  const label = generateLabel(busy, batchSize, quote);
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
            <UpgradeMessage text={props.error} />
          </Alert>
        ) : null}
        <div className="grid gap-1.5">
          {ready && quote && !quote.enough ? (
            <GetCreditsButton quote={quote} className="w-full" />
          ) : (
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
          )}
          <p className="text-center text-muted-foreground text-xs">
            {ready ? summary : 'Pick a pose or write a prompt.'}
          </p>
          {ready ? <CreditCost quote={quote} /> : null}
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
