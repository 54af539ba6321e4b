import { Link } from 'react-router';
import { CharacterCard } from '@/components/character-card';
import { EmptyState } from '@/components/empty-state';
import { buttonVariants } from '@/components/ui/button';
import { pathTo } from '@/config/paths';
import type { ContentCharacter } from '../types';

/**
 * Public characters as portrait cards. The server sends a portrait only when it is not NSFW, and
 * none on gated routes, so nothing adult shows before the age gate; the rest get their gradient.
 */
export function ContentCharacters({
  characters,
  title = 'Meet the characters',
}: {
  characters: ContentCharacter[];
  title?: string;
}) {
  if (characters.length === 0) {
    return (
      <section className="mt-12" aria-label={title}>
        <EmptyState
          title="No public characters here yet"
          actions={
            <Link to="/create" className={buttonVariants()}>
              Create a character
            </Link>
          }
        >
          Characters appear here once someone publishes one. Yours could be the first.
        </EmptyState>
      </section>
    );
  }
  return (
    <section className="mt-12" aria-labelledby="characters-heading">
      <h2 id="characters-heading" className="mb-4 font-display text-2xl font-semibold">
        {title}
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {characters.map((c) => (
          <CharacterCard
            key={c.id}
            character={c}
            action={(name) => (
              <Link to={pathTo('/char/:id', { id: c.id })} className="hover:text-primary">
                {name}
              </Link>
            )}
          />
        ))}
      </div>
    </section>
  );
}
