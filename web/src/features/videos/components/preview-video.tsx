import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';

/**
 * A preset's short preview clip: muted and looped, its first frame shown as the poster; its file is
 * read only once the card comes near the screen, and it plays only while `playing` (hover, focus,
 * or the chosen card, which is how a tap previews on a touch screen).
 */
export function PreviewVideo({
  src,
  playing,
  blurred = false,
  className,
}: {
  src: string;
  playing: boolean;
  blurred?: boolean;
  className?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const [near, setNear] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const video = ref.current;
    if (!video || !near) return;
    if (playing) {
      void video.play()?.catch(() => undefined);
    } else if (!video.paused) {
      video.pause();
      video.currentTime = 0;
    }
  }, [playing, near]);

  return (
    <>
      {ready ? null : (
        <span
          aria-hidden
          className="absolute inset-0 bg-gradient-to-br from-primary/20 via-secondary/50 to-background"
        />
      )}
      <video
        ref={ref}
        // #t: the first frame shows as the poster before it plays (Safari too).
        src={near ? `${src}#t=0.05` : undefined}
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden
        tabIndex={-1}
        data-testid="preview-video"
        data-playing={playing ? 'true' : 'false'}
        onLoadedData={() => setReady(true)}
        className={cn(
          'h-full w-full object-cover transition duration-300',
          ready ? 'opacity-100' : 'opacity-0',
          blurred && 'scale-110 blur-md',
          className,
        )}
      />
    </>
  );
}
