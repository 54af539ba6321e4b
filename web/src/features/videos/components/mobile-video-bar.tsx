import { FilmIcon } from '@/components/media/media-icons';
import { Button } from '@/components/ui/button';
import type { Quote } from '@/lib/credits';
import { GetCreditsButton, generateLabel } from './video-details';

/** On a phone the Generate button also sits at the bottom of the screen, in reach under the long
 * action list, until the page ends. */
export function MobileVideoBar({
  problem,
  busy,
  label,
  duration,
  quote,
  onGenerate,
}: {
  problem: string | null;
  busy: boolean;
  label: string;
  duration: number;
  quote?: Quote;
  onGenerate(): void;
}) {
  return (
    <div className="sticky bottom-0 z-30 -mx-4 border-border/60 border-t bg-background/90 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur lg:hidden">
      {problem === null && quote && !quote.enough ? (
        <GetCreditsButton quote={quote} />
      ) : (
        <Button
          size="lg"
          className="w-full"
          disabled={problem !== null || busy}
          onClick={onGenerate}
        >
          <FilmIcon width={18} height={18} />
          <span className="min-w-0 truncate">
            {problem ?? `${generateLabel(busy, duration, quote)} · ${label}`}
          </span>
        </Button>
      )}
    </div>
  );
}
