import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import type { CharacterSummary } from '@/lib/api-types';
import { cn } from '@/lib/utils';
import { CharacterAvatar } from './character-avatar';

interface CharacterCardProps {
  character: CharacterSummary;
  /** The card's main action: a link or a button wrapping the name. */
  action: (children: ReactNode) => ReactNode;
  selected?: boolean;
  compact?: boolean;
}

/** A character as lists show it: avatar, name, badges, excerpt and tags. */
export function CharacterCard({ character, action, selected, compact }: CharacterCardProps) {
  return (
    <article
      data-testid="character-card"
      className={cn(
        'relative grid gap-3 rounded-xl border bg-card p-4 shadow transition-colors hover:border-primary/60',
        selected ? 'border-primary ring-2 ring-primary/50' : 'border-border',
      )}
    >
      <div className="flex items-center gap-3">
        <CharacterAvatar name={character.name} url={character.avatarUrl} />
        <div className="grid min-w-0 gap-1">
          <h3 className="truncate font-semibold">
            {action(<span className="after:absolute after:inset-0">{character.name}</span>)}
          </h3>
          <div className="flex flex-wrap gap-1">
            <Badge>{character.gender}</Badge>
            <Badge>{character.style}</Badge>
            <Badge>{character.age}</Badge>
          </div>
        </div>
      </div>
      {compact ? null : (
        <>
          <p className="line-clamp-3 text-sm text-muted-foreground">{character.excerpt}</p>
          {character.tags.length > 0 ? (
            <p className="truncate text-xs text-muted-foreground">
              {character.tags.map((t) => `#${t}`).join(' ')}
            </p>
          ) : null}
        </>
      )}
    </article>
  );
}
