import { lazy, Suspense, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/layouts/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCharacter } from '@/features/characters/api/get-character';
import { useMyCharacters } from '@/features/characters/api/get-my-characters';
import { ImageForm } from '@/features/images/components/image-form';
import { ViewTabs } from '@/features/images/components/view-tabs';
import { WhoSection } from '@/features/images/components/who-section';
import type { MediaCharacter } from '@/features/images/types';
import { errorMessage } from '@/lib/api-error';

// The video side has its own code (action previews, follow-ups): it loads when its tab opens, so a
// first visit of /generate downloads only the image generator.
const VideoGenerator = lazy(() =>
  import('@/features/videos/components/video-generator').then((m) => ({
    default: m.VideoGenerator,
  })),
);

type Tab = 'images' | 'video';

const TABS: readonly { value: Tab; label: string }[] = [
  { value: 'images', label: 'Images' },
  { value: 'video', label: 'Video' },
];

/** The generator: Images | Video, for one of the characters. The tab and the character are in the
 * address (?tab=video&character=…), so a link can open either. */
export function GeneratePage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'video' ? 'video' : 'images';
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
  const character = characters.find((c) => c.id === asked) ?? characters[0] ?? null;

  const setParam = (key: string, value: string | null) =>
    setParams(
      (p) => {
        if (value) p.set(key, value);
        else p.delete(key);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );

  const who = (
    <WhoSection
      characters={characters}
      character={character}
      onChange={(id) => setParam('character', id)}
    />
  );

  return (
    <section>
      <PageHeader>
        Pictures and videos of your characters: pick a pose or an action, add your own words,
        generate.
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
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
          <div>
            <ViewTabs<Tab>
              label="What to make"
              value={tab}
              onChange={(value) => setParam('tab', value === 'video' ? 'video' : null)}
              options={TABS}
            />
          </div>
          {tab === 'video' && character ? (
            <Suspense fallback={<Spinner />}>
              <VideoGenerator characters={characters} character={character} who={who} />
            </Suspense>
          ) : (
            <ImageForm characters={characters} character={character} who={who} />
          )}
        </div>
      )}
    </section>
  );
}
