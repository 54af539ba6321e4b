import type { ReactNode } from 'react';
import type { CharacterSummary } from '@/lib/api-types';
import { fillMacros } from '@/lib/macros';
import { useReaderName } from '@/lib/reader-name';
import { cn } from '@/lib/utils';
import { CharacterPortrait } from './character-portrait';

interface CharacterCardProps {
  character: CharacterSummary;
  /** The card's main action: a link or a button wrapping the name (it covers the whole card). */
  action: (children: ReactNode) => ReactNode;
  selected?: boolean;
  /** Pickers: name and age only, no hook or tags. */
  compact?: boolean;
}

/** A character as lists show it: a portrait card with name, age, a one-line hook and tags. */
export function CharacterCard({ character, action, selected, compact }: CharacterCardProps) {
  const reader = useReaderName();
  const hook = fillMacros(character.excerpt, { char: character.name, user: reader });
  const chips = [character.style, ...character.tags].filter(
    (tag, i, all) => all.findIndex((t) => t.toLowerCase() === tag.toLowerCase()) === i,
  );
  return (
    <article
      data-testid="character-card"
      className={cn(
        'group relative overflow-hidden rounded-2xl border bg-card shadow-lg transition duration-200 focus-within:ring-2 focus-within:ring-primary hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-primary/10',
        selected ? 'border-primary ring-2 ring-primary/60' : 'border-border',
      )}
    >
      <CharacterPortrait
        name={character.name}
        url={character.avatarUrl}
        seed={character.id}
        className="transition-transform duration-300 group-hover:scale-[1.03]"
      />
      <div className="absolute inset-0 bg-gradient-to-t from-black/90 via-black/35 to-transparent" />
      <div className="absolute inset-x-0 bottom-0 grid gap-1.5 p-3 sm:p-4">
        <h3 className="flex items-baseline gap-2 text-white">
          <span className="min-w-0 truncate text-base font-semibold sm:text-lg">
            {action(<span className="after:absolute after:inset-0">{character.name}</span>)}
          </span>
          <span className="shrink-0 text-sm text-white/70">{character.age}</span>
        </h3>
        {compact ? null : (
          <>
            <p className="line-clamp-2 text-xs text-white/80 sm:text-sm">{hook}</p>
            <ul className="flex flex-wrap gap-1" aria-label="Tags">
              {chips.slice(0, 3).map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-white/15 px-2 py-0.5 text-[11px] font-medium text-white/90 backdrop-blur"
                >
                  {tag}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </article>
  );
}
