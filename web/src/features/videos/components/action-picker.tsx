import { useMemo, useState } from 'react';
import { Chip } from '@/components/media/chip';
import { MicIcon, PenIcon } from '@/components/media/media-icons';
import {
  filterPresets,
  NO_FILTER,
  type PresetFilter,
  presetCategories,
  presetRating,
  RATINGS,
} from '@/lib/media/action-presets';
import { showsTalk } from '../lib/presets';
import type { ActionChoice } from '../lib/requests';
import type { VideoAction } from '../types';
import { ActionCard } from './action-card';

interface ActionPickerProps {
  actions: readonly VideoAction[];
  value: ActionChoice | null;
  onChange(value: ActionChoice): void;
}

const ART =
  'absolute inset-0 grid place-items-center bg-[radial-gradient(circle_at_30%_20%,rgba(244,114,182,0.35),transparent_55%),linear-gradient(160deg,#3b0764,#0f172a)] text-white/80';

/** The action presets of the character's gender as preview cards, filtered by rating and category;
 * the custom actions (the user writes the motion) and a spoken line (lip-sync) come first. */
export function ActionPicker({ actions, value, onChange }: ActionPickerProps) {
  const [filter, setFilter] = useState<PresetFilter>(NO_FILTER);
  const categories = useMemo(() => presetCategories(actions), [actions]);
  const shown = useMemo(() => filterPresets(actions, filter), [actions, filter]);
  const custom = shown.filter((a) => a.isCustom);
  const presets = shown.filter((a) => !a.isCustom);
  const talk = showsTalk(filter);
  const chosen = (id: string) => value?.kind === 'preset' && value.action.id === id;

  return (
    <div className="grid gap-4" data-testid="action-picker">
      <div className="grid gap-2">
        <fieldset className="min-w-0 -mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          <legend className="sr-only">Rating</legend>
          <Chip
            active={filter.rating === null}
            onClick={() => setFilter({ ...filter, rating: null })}
          >
            All
          </Chip>
          {RATINGS.map((r) => (
            <Chip
              key={r}
              active={filter.rating === r}
              onClick={() => setFilter({ ...filter, rating: filter.rating === r ? null : r })}
            >
              {r}
            </Chip>
          ))}
        </fieldset>
        <fieldset className="min-w-0 -mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          <legend className="sr-only">Category</legend>
          <Chip
            active={filter.category === null}
            onClick={() => setFilter({ ...filter, category: null })}
          >
            All categories
          </Chip>
          {categories.map((c) => (
            <Chip
              key={c}
              active={filter.category === c}
              onClick={() => setFilter({ ...filter, category: filter.category === c ? null : c })}
            >
              {c}
            </Chip>
          ))}
        </fieldset>
      </div>
      {shown.length === 0 && !talk ? (
        <p className="text-muted-foreground text-sm">
          No action matches these filters.{' '}
          <button
            type="button"
            className="text-primary underline-offset-4 hover:underline"
            onClick={() => setFilter(NO_FILTER)}
          >
            Show all
          </button>
        </p>
      ) : (
        <div
          role="radiogroup"
          aria-label="Action"
          // On a phone two rows that scroll sideways (the details stay near); a grid from sm up.
          className="-mx-4 grid auto-cols-[7.25rem] grid-flow-col grid-rows-2 gap-2 overflow-x-auto overscroll-x-contain px-4 pb-2 sm:mx-0 sm:auto-cols-auto sm:grid-flow-row sm:grid-cols-4 sm:grid-rows-none sm:gap-3 sm:overflow-visible sm:px-0 sm:pb-0 xl:grid-cols-5"
          data-testid="action-grid"
        >
          {custom.map((a) => (
            <ActionCard
              key={a.id}
              id={a.id}
              name={a.displayName}
              rating={presetRating(a)}
              hint="Write the motion"
              art={
                <span className={ART}>
                  <PenIcon width={30} height={30} />
                </span>
              }
              selected={chosen(a.id)}
              onSelect={() => onChange({ kind: 'preset', action: a })}
            />
          ))}
          {talk ? (
            <ActionCard
              id="talk"
              name="Talking"
              rating="SFW"
              hint="Says your line, lip-synced"
              art={
                <span className={ART}>
                  <MicIcon width={30} height={30} />
                </span>
              }
              selected={value?.kind === 'talk'}
              onSelect={() => onChange({ kind: 'talk' })}
            />
          ) : null}
          {presets.map((a) => (
            <ActionCard
              key={a.id}
              id={a.id}
              name={a.displayName}
              rating={presetRating(a)}
              previewUrl={a.previewUrl}
              selected={chosen(a.id)}
              onSelect={() => onChange({ kind: 'preset', action: a })}
            />
          ))}
        </div>
      )}
    </div>
  );
}
