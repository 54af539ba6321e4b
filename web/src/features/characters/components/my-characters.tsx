import { Link } from 'react-router';
import { CharacterCard } from '@/components/character-card';
import { EmptyState } from '@/components/empty-state';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { pathTo } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useMyCharacters } from '../api/get-my-characters';

/** The characters I made or imported, as portrait cards; empty, it says how to make the first. */
export function MyCharacters() {
  const { data, error, isLoading } = useMyCharacters();
  if (error) return <Alert variant="destructive">{errorMessage(error)}</Alert>;
  if (isLoading && !data) return <Spinner />;
  if (!data || data.items.length === 0) {
    return (
      <EmptyState
        testId="my-characters-empty"
        title="You have not made a character yet"
        actions={
          <>
            <Link to="/create" className={buttonVariants()}>
              Create a character
            </Link>
            <Link to="/character-import" className={buttonVariants({ variant: 'outline' })}>
              Import a card
            </Link>
          </>
        }
      >
        Describe someone in a few steps, or bring a Tavern card from another app.
      </EmptyState>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="my-characters">
      {data.items.map((c) => (
        <CharacterCard
          key={c.id}
          compact
          character={c}
          action={(name) => (
            <Link to={pathTo('/char/:id', { id: c.id })} className="focus:outline-none">
              {name}
            </Link>
          )}
        />
      ))}
    </div>
  );
}
