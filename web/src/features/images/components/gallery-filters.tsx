import { CharacterAvatar } from '@/components/character-avatar';
import { Chip } from '@/components/media/chip';
import { SOURCE_FILTERS, type SourceFilter } from '../lib/sources';
import type { MediaCharacter } from '../types';

interface GalleryFiltersProps {
  characters: readonly MediaCharacter[];
  characterId: string | null;
  onCharacter(id: string | null): void;
  source: SourceFilter;
  onSource(value: SourceFilter): void;
}

/** Which images to show: one character's or everyone's, and how they were made. */
export function GalleryFilters(props: GalleryFiltersProps) {
  const { characters, characterId, source } = props;
  return (
    <div className="grid gap-2" data-testid="gallery-filters">
      <fieldset className="min-w-0 -mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        <legend className="sr-only">Source</legend>
        {SOURCE_FILTERS.map((f) => (
          <Chip key={f.value} active={source === f.value} onClick={() => props.onSource(f.value)}>
            {f.label}
          </Chip>
        ))}
      </fieldset>
      {characters.length > 1 ? (
        <fieldset className="min-w-0 -mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          <legend className="sr-only">Character</legend>
          <Chip active={characterId === null} onClick={() => props.onCharacter(null)}>
            Everyone
          </Chip>
          {characters.map((c) => (
            <Chip
              key={c.id}
              active={characterId === c.id}
              onClick={() => props.onCharacter(c.id)}
              className="flex items-center gap-2 pl-1.5"
            >
              <CharacterAvatar
                name={c.name}
                url={c.avatarUrl}
                seed={c.id}
                className="h-7 w-7 text-[0.6rem]"
              />
              {c.name}
            </Chip>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
