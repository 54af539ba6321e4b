import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { clampPercent, percentFromKey, percentFromPointer } from '@/lib/media/divider';
import { cn } from '@/lib/utils';
import { BlurGate } from './blur-gate';

interface Picture {
  src: string;
  width: number;
  height: number;
}

interface BeforeAfterProps {
  before: Picture;
  after: Picture;
  /** Blurred behind "Tap to reveal" (the blur policy said so for either picture). */
  blurred?: boolean;
  initial?: number;
  className?: string;
}

/**
 * A before/after comparison: the result under the original, with a divider to drag (mouse, pen or
 * touch anywhere on the picture) or move with the arrow keys; Home and End show one picture whole.
 */
export function BeforeAfter({
  before,
  after,
  blurred = false,
  initial = 50,
  className,
}: BeforeAfterProps) {
  const [value, setValue] = useState(() => clampPercent(initial));
  const [dragging, setDragging] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLDivElement>(null);
  const rounded = Math.round(value);

  function moveTo(clientX: number) {
    const rect = box.current?.getBoundingClientRect();
    if (rect) setValue(percentFromPointer(clientX, rect.left, rect.width));
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragging(true);
    moveTo(event.clientX);
    handle.current?.focus({ preventScroll: true });
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (dragging) moveTo(event.clientX);
  }

  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    setDragging(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = percentFromKey(event.key, value, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    setValue(next);
  }

  return (
    <BlurGate blurred={blurred} className={cn('rounded-2xl bg-secondary/40', className)}>
      <div
        ref={box}
        data-testid="before-after"
        className={cn(
          'relative w-full touch-pan-y select-none overflow-hidden',
          dragging ? 'cursor-grabbing' : 'cursor-ew-resize',
        )}
        style={{ aspectRatio: `${after.width} / ${after.height}` }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <img
          src={after.src}
          alt="After"
          draggable={false}
          className="absolute inset-0 h-full w-full object-cover"
        />
        <img
          src={before.src}
          alt="Before"
          draggable={false}
          className="absolute inset-0 h-full w-full object-cover"
          style={{ clipPath: `inset(0 ${100 - value}% 0 0)` }}
        />
        <span className="pointer-events-none absolute top-3 left-3 rounded-full bg-black/55 px-2.5 py-1 font-medium text-white text-xs backdrop-blur">
          Before
        </span>
        <span className="pointer-events-none absolute top-3 right-3 rounded-full bg-black/55 px-2.5 py-1 font-medium text-white text-xs backdrop-blur">
          After
        </span>
        <div
          className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_12px_rgba(0,0,0,0.6)]"
          style={{ left: `${value}%` }}
        />
        <div
          ref={handle}
          role="slider"
          tabIndex={0}
          aria-label="Before and after divider"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={rounded}
          aria-valuetext={`${rounded}% before, ${100 - rounded}% after`}
          data-testid="divider"
          onKeyDown={onKeyDown}
          className="absolute top-1/2 grid h-11 w-11 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full border-2 border-white bg-black/50 text-white shadow-xl backdrop-blur focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring"
          style={{ left: `${value}%` }}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
            <path d="M9 6 3 12l6 6zM15 6l6 6-6 6z" />
          </svg>
        </div>
      </div>
    </BlurGate>
  );
}
