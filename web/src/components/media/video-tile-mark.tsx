import { formatDuration } from '@/lib/media/duration';
import { MicIcon, PlayIcon } from './media-icons';

/** What marks a video's thumbnail in a grid: a play mark, its length, and whether it speaks. It
 * lets clicks through to the tile's link. */
export function VideoTileMark({
  duration,
  hasAudio = false,
}: {
  duration: number | null | undefined;
  hasAudio?: boolean | undefined;
}) {
  const length = formatDuration(duration);
  return (
    <>
      <span
        aria-hidden
        className="pointer-events-none absolute top-2 left-2 grid h-7 w-7 place-items-center rounded-full bg-black/55 text-white shadow ring-1 ring-white/25 backdrop-blur"
        data-testid="video-mark"
      >
        <PlayIcon width={12} height={12} />
      </span>
      {length ? (
        <span className="pointer-events-none absolute right-2 bottom-2 flex items-center gap-1 rounded-full bg-black/60 px-2 py-0.5 font-medium text-[0.7rem] text-white tabular-nums backdrop-blur">
          {hasAudio ? <MicIcon width={11} height={11} /> : null}
          {length}
        </span>
      ) : null}
    </>
  );
}
