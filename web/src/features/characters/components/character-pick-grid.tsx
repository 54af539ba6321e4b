import { Link } from 'react-router';
import { CharacterCard } from '@/components/character-card';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { pathTo } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import type { CharacterSummary } from '@/lib/api-types';
import { useDirectory } from '../api/get-directory';

interface CharacterPickGridProps {
  /** Starts a chat; without it a pick opens the character page. */
  onPick?: (character: CharacterSummary) => void;
  busyId?: string | null;
}

/** A compact grid of popular public characters to pick from. */
export function CharacterPickGrid({ onPick, busyId }: CharacterPickGridProps) {
  const { data, error, isLoading } = useDirectory({ sort: 'popular', page: 1, pageSize: 24 });
  if (error) return <Alert variant="destructive">{errorMessage(error)}</Alert>;
  if (isLoading && !data) return <Spinner />;
  if (!data || data.items.length === 0) {
    return (
      <p className="text-muted-foreground">
        No public characters yet.{' '}
        <Link to="/create" className="text-primary">
          Create one
        </Link>
        .
      </p>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="pick-grid">
      {data.items.map((c) => (
        <CharacterCard
          key={c.id}
          compact
          character={c}
          action={(name) =>
            onPick ? (
              <button
                type="button"
                className="text-left hover:text-primary disabled:opacity-50"
                disabled={Boolean(busyId)}
                onClick={() => onPick(c)}
              >
                {busyId === c.id ? 'Starting…' : name}
              </button>
            ) : (
              <Link to={pathTo('/char/:id', { id: c.id })} className="hover:text-primary">
                {name}
              </Link>
            )
          }
        />
      ))}
    </div>
  );
}
