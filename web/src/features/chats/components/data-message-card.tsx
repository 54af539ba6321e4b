import { cn } from '@/lib/utils';
import type { MediaResult } from '../lib/ui-messages';

/** A generated image or video in the chat; blurred when shouldBlur is set. */
export function DataMessageCard({
  kind,
  result,
}: {
  kind: 'image' | 'video';
  result: MediaResult;
}) {
  return (
    <figure
      data-testid="data-message"
      data-blurred={result.shouldBlur ? 'true' : 'false'}
      className="my-1 grid h-40 w-64 place-items-center overflow-hidden rounded-lg border border-border bg-secondary/40"
    >
      <div
        className={cn(
          'grid h-full w-full place-items-center bg-gradient-to-br from-primary/30 to-secondary p-4 text-center text-xs text-muted-foreground',
          result.shouldBlur && 'blur-md',
        )}
      >
        Image generation arrives in a later release
      </div>
      <figcaption className="sr-only">
        A generated {kind}
        {result.shouldBlur ? ' (blurred)' : ''}
      </figcaption>
    </figure>
  );
}
