import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How close to the end (px) still counts as reading the latest message. */
const NEAR_END = 96;

/**
 * A scroll area that opens at its end and follows what is added (a streaming reply) while the
 * reader is at the end; once they scroll up it stays put and `atEnd` turns false ("Jump to latest").
 * `pin` (a new own message) brings the reader back to the end.
 */
export function useFollowScroll(pin: unknown) {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const follow = useRef(true);
  const [atEnd, setAtEnd] = useState(true);

  const toEnd = useCallback(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  const onScroll = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const near = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_END;
    follow.current = near;
    setAtEnd(near);
  }, []);

  // Opens at the latest message, before the first paint.
  useLayoutEffect(() => {
    toEnd();
  }, [toEnd]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `pin` changes when the reader sends a message
  useLayoutEffect(() => {
    follow.current = true;
    setAtEnd(true);
    toEnd();
  }, [pin, toEnd]);

  // Whatever makes the content taller (streamed text, an image loading) keeps a following reader at the end.
  useEffect(() => {
    const inner = content.current;
    if (!inner || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (follow.current) toEnd();
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, [toEnd]);

  const jump = useCallback(() => {
    follow.current = true;
    setAtEnd(true);
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight, behavior: 'smooth' });
  }, []);

  return { scroller, content, atEnd, onScroll, jump };
}
