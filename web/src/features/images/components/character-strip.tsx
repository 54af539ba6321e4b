import { CharacterAvatar } from '@/components/character-avatar';
import { cn } from '@/lib/utils';
import type { MediaCharacter } from '../types';

interface CharacterStripProps {
  characters: readonly MediaCharacter[];
  value: string | null;
  onChange(id: string): void;
  label?: string;
}

/** Pick one character: their pictures in a row that scrolls sideways on a phone. */
export function CharacterStrip({
  characters,
  value,
  onChange,
  label = 'Character',
}: CharacterStripProps) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pt-1 pb-2"
      data-testid="character-strip"
    >
      {characters.map((c) => {
        const selected = c.id === value;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a picture card, not a bare radio input
          <button
            key={c.id}
            type="button"
            role="radio"
            aria-checked={selected}
            data-testid="character-option"
            onClick={() => onChange(c.id)}
            className={cn(
              'grid w-20 shrink-0 snap-start justify-items-center gap-1.5 rounded-2xl p-1.5 text-center transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              selected ? 'bg-primary/15' : 'hover:bg-accent',
            )}
          >
            <CharacterAvatar
              name={c.name}
              url={c.avatarUrl}
              seed={c.id}
              className={cn(
                'h-16 w-16 text-lg ring-2 ring-offset-2 ring-offset-background',
                selected ? 'ring-primary' : 'ring-transparent',
              )}
            />
            <span
              className={cn(
                'w-full truncate text-xs',
                selected ? 'font-semibold text-primary' : 'text-foreground/85',
              )}
            >
              {c.name}
            </span>
          </button>
        );
      })}
    </div>
  );
}
