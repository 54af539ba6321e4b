import { useMemo, useState } from 'react';
import type { PoseOut } from '@/lib/api-types';
import { useMustBlur } from '@/lib/media/blur';
import { groupPoses, poseRating, poseTags, RATINGS } from '@/lib/media/poses';
import { cn } from '@/lib/utils';
import { Chip } from './chip';

interface PosePickerProps {
  poses: readonly PoseOut[];
  /** The character's style picks the thumbnails: realistic or anime. */
  anime: boolean;
  value: string | null;
  onChange(pose: PoseOut): void;
  /** Grid columns (Tailwind classes) for where the picker sits. */
  gridClassName?: string;
  /** On a phone each group is a row that scrolls sideways (a page with more below it). */
  rows?: boolean;
}

/** The pose presets of a gender, grouped by tag with a 'Community' section, filterable by rating
 * and tag. */
export function PosePicker({
  poses,
  anime,
  value,
  onChange,
  gridClassName,
  rows = false,
}: PosePickerProps) {
  const [rating, setRating] = useState<string | null>(null);
  const [tag, setTag] = useState<string | null>(null);
  const tags = useMemo(() => poseTags(poses), [poses]);
  const groups = useMemo(() => groupPoses(poses, { rating, tag }), [poses, rating, tag]);
  return (
    <div className="grid gap-4" data-testid="pose-picker">
      <div className="grid gap-2">
        <fieldset className="min-w-0 -mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          <legend className="sr-only">Rating</legend>
          <Chip active={rating === null} onClick={() => setRating(null)}>
            All ratings
          </Chip>
          {RATINGS.map((r) => (
            <Chip key={r} active={rating === r} onClick={() => setRating(rating === r ? null : r)}>
              {r}
            </Chip>
          ))}
        </fieldset>
        <fieldset className="min-w-0 -mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          <legend className="sr-only">Tag</legend>
          <Chip active={tag === null} onClick={() => setTag(null)}>
            All poses
          </Chip>
          {tags.map((t) => (
            <Chip key={t} active={tag === t} onClick={() => setTag(tag === t ? null : t)}>
              {t}
            </Chip>
          ))}
        </fieldset>
      </div>
      {groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">No pose matches these filters.</p>
      ) : null}
      {groups.map((group) => (
        <section key={group.title} className="grid gap-2" aria-label={group.title}>
          <h3 className="flex items-baseline gap-2 font-semibold text-sm">
            {group.title}
            <span className="font-normal text-muted-foreground text-xs">{group.poses.length}</span>
          </h3>
          <div
            className={cn(
              rows
                ? '-mx-4 flex snap-x gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:grid sm:grid-cols-4 sm:gap-3 sm:overflow-visible sm:px-0 lg:grid-cols-6 [&>*]:w-28 [&>*]:shrink-0 [&>*]:snap-start sm:[&>*]:w-auto'
                : 'grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 lg:grid-cols-6',
              gridClassName,
            )}
          >
            {group.poses.map((pose) => (
              <PoseCard
                key={pose.id}
                pose={pose}
                anime={anime}
                selected={pose.id === value}
                onSelect={() => onChange(pose)}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function PoseCard({
  pose,
  anime,
  selected,
  onSelect,
}: {
  pose: PoseOut;
  anime: boolean;
  selected: boolean;
  onSelect(): void;
}) {
  const rating = poseRating(pose);
  // Explicit thumbnails follow the blur policy too, softly: the label stays readable.
  const soft = useMustBlur(rating === 'NSFW');
  return (
    <button
      type="button"
      aria-pressed={selected}
      data-testid="pose-option"
      data-pose-id={pose.id}
      onClick={onSelect}
      className={cn(
        'group relative aspect-[3/4] overflow-hidden rounded-xl border bg-secondary/50 text-left shadow-sm transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        selected
          ? 'border-primary ring-2 ring-primary'
          : 'border-border/60 hover:border-primary/60',
      )}
    >
      <img
        src={anime ? pose.animeImageUrl : pose.imageUrl}
        alt=""
        loading="lazy"
        decoding="async"
        className={cn(
          'h-full w-full object-cover transition duration-300 group-hover:scale-105',
          soft && 'blur-md',
        )}
      />
      <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/40 to-transparent px-2 pt-6 pb-1.5 font-medium text-white text-xs leading-tight">
        {pose.label}
      </span>
      {rating !== 'SFW' ? (
        <span
          className={cn(
            'absolute top-1.5 right-1.5 rounded-full px-1.5 py-0.5 font-semibold text-[0.6rem] uppercase tracking-wide',
            rating === 'NSFW' ? 'bg-rose-600/90 text-white' : 'bg-amber-400/90 text-black',
          )}
        >
          {rating === 'NSFW' ? '18+' : 'Spicy'}
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
