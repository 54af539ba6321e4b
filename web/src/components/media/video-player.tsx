import { type MouseEvent, useRef, useState } from 'react';
import { useMustBlur } from '@/lib/media/blur';
import { cn } from '@/lib/utils';
import { BlurGate } from './blur-gate';
import { PreviewBadge } from './preview-badge';

interface VideoPlayerProps {
  src: string;
  /** Shown until it plays (the start image, or a frame of the video). */
  poster?: string | null | undefined;
  /** The video's size: the box keeps its shape before anything loads (no layout shift). */
  width: number;
  height: number;
  /** NSFW: blurred behind "Tap to reveal" unless the viewer opted in (safety policy). */
  shouldBlur: boolean;
  /** Made by the preview backend. */
  isPreview?: boolean;
  controls?: boolean;
  autoPlay?: boolean;
  loop?: boolean;
  muted?: boolean;
  /** What the video shows, for screen readers. */
  label?: string;
  className?: string;
}

/**
 * A generated video inline: plays in the page (also on phones), reads only its metadata until asked,
 * sits in a box of its own shape (a poster of another shape covers it). Blurred with the same reveal gate as pictures; with controls it
 * shows a large play button over the poster until it first plays, then the browser's controls.
 */
export function VideoPlayer({
  src,
  poster,
  width,
  height,
  shouldBlur,
  isPreview = false,
  controls = true,
  autoPlay = false,
  loop = false,
  muted = false,
  label = 'A generated video',
  className,
}: VideoPlayerProps) {
  const blurred = useMustBlur(shouldBlur);
  const video = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);

  const play = () => {
    setStarted(true);
    void video.current?.play().catch(() => undefined);
  };
  // A blurred video does not start by itself; revealing it starts it when it would have. The gate's
  // button stops its click, so it is heard on the way down.
  const onRevealCapture = (event: MouseEvent) => {
    if (!blurred || !autoPlay) return;
    if ((event.target as Element).closest('[data-testid="reveal-button"]')) play();
  };

  return (
    <div
      data-testid="video-player"
      data-should-blur={shouldBlur ? 'true' : 'false'}
      className={cn('relative overflow-hidden bg-black', className)}
      style={{ aspectRatio: `${width} / ${height}` }}
      onClickCapture={onRevealCapture}
    >
      <BlurGate blurred={blurred} className="h-full w-full">
        <video
          ref={video}
          src={src}
          poster={poster ?? undefined}
          width={width}
          height={height}
          aria-label={label}
          playsInline
          preload="metadata"
          controls={controls && started}
          autoPlay={autoPlay && !blurred}
          loop={loop}
          muted={muted}
          onPlay={() => setStarted(true)}
          className="block h-full w-full object-cover"
        />
        {controls && !started ? (
          <button
            type="button"
            aria-label="Play video"
            data-testid="video-play"
            onClick={play}
            className="group absolute inset-0 grid place-items-center focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
          >
            <span className="grid h-16 w-16 place-items-center rounded-full bg-black/60 text-white shadow-xl ring-1 ring-white/25 backdrop-blur transition group-hover:scale-105">
              <svg
                viewBox="0 0 24 24"
                width={28}
                height={28}
                fill="currentColor"
                aria-hidden="true"
              >
                <path d="M8 5.5v13a1 1 0 0 0 1.52.85l10.4-6.5a1 1 0 0 0 0-1.7L9.52 4.65A1 1 0 0 0 8 5.5Z" />
              </svg>
            </span>
          </button>
        ) : null}
      </BlurGate>
      {isPreview ? <PreviewBadge className="absolute top-2 left-2" /> : null}
    </div>
  );
}
