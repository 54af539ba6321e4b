import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/layouts/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCharacter } from '@/features/characters/api/get-character';
import { useMyCharacters } from '@/features/characters/api/get-my-characters';
import { ImageGenerator } from '@/features/images/components/image-generator';
import type { MediaCharacter } from '@/features/images/types';
import { errorMessage } from '@/lib/api-error';

export function GeneratePage() {
  const [params] = useSearchParams();
  const asked = params.get('character');
  const mine = useMyCharacters();
  const isMine = Boolean(mine.data?.items.some((c) => c.id === asked));
  // A character of someone else's (a public one, from its page) can be pictured too.
  const other = useCharacter(mine.data && asked && !isMine ? asked : null);
  const characters = useMemo<MediaCharacter[]>(() => {
    const list: MediaCharacter[] = [...(mine.data?.items ?? [])];
    if (other.data) list.unshift(other.data);
    return list;
  }, [mine.data, other.data]);

  return (
    <section>
      <PageHeader>
        Pictures of your characters: pick a pose, add your own words, generate.
      </PageHeader>
      {mine.error ? (
        <Alert variant="destructive">{errorMessage(mine.error)}</Alert>
      ) : !mine.data || (asked && !isMine && other.isLoading) ? (
        <Spinner />
      ) : characters.length === 0 ? (
        <EmptyState
          title="Create a character first"
          actions={
            <>
              <Button asChild>
                <Link to="/create">Create a character</Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to="/directory">Browse the directory</Link>
              </Button>
            </>
          }
        >
          Images are made of a character: create one, or open a public character and generate from
          its page.
        </EmptyState>
      ) : (
        <ImageGenerator characters={characters} />
      )}
    </section>
  );
}
