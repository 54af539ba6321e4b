import { Link } from 'react-router';
import { CharacterPortrait } from '@/components/character-portrait';
import { pathTo } from '@/config/paths';
import type { PostCharacter } from '../types';

/** A published character as a post shows it: the portrait, the name and the one-line hook. */
export function CharacterPostBody({ character }: { character: PostCharacter }) {
  return (
    <Link
      to={pathTo('/char/:id', { id: character.id })}
      className="group relative block overflow-hidden bg-black"
      data-testid="post-character"
    >
      <CharacterPortrait
        name={character.name}
        url={character.avatarUrl}
        seed={character.id}
        className="transition-transform duration-300 group-hover:scale-[1.02]"
      />
      <div className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/20 to-transparent" />
      <div className="absolute inset-x-0 bottom-0 grid gap-1 p-4 text-white">
        <p className="font-display text-2xl font-semibold">{character.name}</p>
        {character.tagline ? (
          <p className="line-clamp-2 text-sm text-white/85">{character.tagline}</p>
        ) : null}
        <span className="mt-1 w-fit rounded-full bg-primary px-4 py-2 text-sm font-medium text-primary-foreground">
          Start chat
        </span>
      </div>
    </Link>
  );
}
