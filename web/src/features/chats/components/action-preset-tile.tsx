import { useRef } from 'react';
import type { VideoAction } from '@/lib/api-types';
import { useMustBlur } from '@/lib/media/blur';
import { cn } from '@/lib/utils';
import { useInView } from '../hooks/use-in-view';

interface ActionPresetTileProps {
  preset: VideoAction;
  selected: boolean;
  onSelect(): void;
}

/**
 * An action preset with its preview video: the first frame until it is pointed at or focused (a tap
 * on a phone), then it plays. The video loads only when the tile scrolls near; explicit previews
 * follow the blur policy, softly, like pose thumbnails.
 */
export function ActionPresetTile({ preset, selected, onSelect }: ActionPresetTileProps) {
  const [ref, near] = useInView<HTMLButtonElement>();
  const video = useRef<HTMLVideoElement>(null);
  const soft = useMustBlur(preset.rating === 'NSFW');
  const play = () => void video.current?.play().catch(() => undefined);
  const rest = () => {
    const current = video.current;
    if (!current || selected) return;
    current.pause();
    current.currentTime = 0;
  };
  return (
    <button
      ref={ref}
      type="button"
      aria-pressed={selected}
      data-testid="action-option"
      data-action-id={preset.id}
      onClick={onSelect}
      onPointerEnter={play}
      onPointerLeave={rest}
      onFocus={play}
      onBlur={rest}
      className={cn(
        'group relative aspect-[3/4] overflow-hidden rounded-xl border bg-secondary/50 text-left shadow-sm transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        selected
          ? 'border-primary ring-2 ring-primary'
          : 'border-border/60 hover:border-primary/60',
      )}
    >
      {near ? (
        <video
          ref={video}
          src={preset.previewUrl}
          muted
          loop
          playsInline
          preload="metadata"
          aria-hidden="true"
          tabIndex={-1}
          className={cn(
            'pointer-events-none h-full w-full object-cover transition duration-300 group-hover:scale-105',
            soft && 'blur-md',
          )}
        />
      ) : null}
      <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/40 to-transparent px-2 pt-6 pb-1.5 font-medium text-white text-xs leading-tight">
        {preset.displayName}
      </span>
      {preset.rating !== 'SFW' ? (
        <span
          className={cn(
            'absolute top-1.5 right-1.5 rounded-full px-1.5 py-0.5 font-semibold text-[0.6rem] uppercase tracking-wide',
            preset.rating === 'NSFW' ? 'bg-rose-600/90 text-white' : 'bg-amber-400/90 text-black',
          )}
        >
          {preset.rating === 'NSFW' ? '18+' : 'Spicy'}
        </span>
      ) : null}
      {selected ? (
        <span className="absolute top-1.5 left-1.5 grid h-6 w-6 place-items-center rounded-full bg-primary text-primary-foreground text-xs shadow">
          ✓
        </span>
      ) : null}
    </button>
  );
}
