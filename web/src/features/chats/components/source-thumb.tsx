import type { ReactNode } from 'react';
import { useMustBlur } from '@/lib/media/blur';
import { cn } from '@/lib/utils';
import type { VideoSource } from '../lib/video-requests';

/** The picture or video a new video starts from, small, beside what will be made of it. */
export function SourceThumb({ source, children }: { source: VideoSource; children: ReactNode }) {
  const blurred = useMustBlur(source.shouldBlur);
  return (
    <div className="flex items-center gap-3 rounded-xl border border-border/60 bg-secondary/50 p-2">
      <div className="relative h-16 w-12 shrink-0 overflow-hidden rounded-lg bg-secondary">
        {source.poster ? (
          <img
            src={source.poster}
            alt=""
            decoding="async"
            className={cn('h-full w-full object-cover', blurred && 'scale-110 blur-md')}
          />
        ) : null}
      </div>
      <div className="grid min-w-0 gap-0.5 text-sm">{children}</div>
    </div>
  );
}
