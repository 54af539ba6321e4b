import { type TouchEvent, useRef } from 'react';

/** A horizontal swipe of at least this many pixels (and mostly sideways) counts. */
const MIN_SWIPE = 56;

/** Touch handlers for a horizontal swipe: left shows the next version, right the previous one. */
export function useSwipeGesture(onSwipe: ((direction: 1 | -1) => void) | null) {
  const start = useRef<{ x: number; y: number } | null>(null);
  if (!onSwipe) return {};
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) >= MIN_SWIPE && Math.abs(dx) > 2 * Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1);
    },
  };
}
