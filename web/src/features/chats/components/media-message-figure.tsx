import type { ReactNode } from 'react';

interface MediaMessageFigureProps {
  kind: 'image' | 'video';
  /** It is there to see (its file is known). */
  done: boolean;
  failed: boolean;
  blurred: boolean;
  children: ReactNode;
}

/** A generated picture or video in the chat, whatever its state (made, failed, on its way), named
 * for screen readers. */
export function MediaMessageFigure({
  kind,
  done,
  failed,
  blurred,
  children,
}: MediaMessageFigureProps) {
  return (
    <figure
      data-testid="data-message"
      data-kind={kind}
      data-state={done ? 'done' : failed ? 'failed' : 'pending'}
      data-blurred={done && blurred ? 'true' : 'false'}
      className="my-1 grid w-full"
    >
      {children}
      <figcaption className="sr-only">{`A generated ${kind}${blurred ? ' (blurred)' : ''}`}</figcaption>
    </figure>
  );
}
