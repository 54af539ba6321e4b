import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { pathTo } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import type { MediaView } from '@/lib/api-types';
import { formatDuration } from '@/lib/media/duration';
import { useGallery } from '../api/get-gallery';
import { SOURCE_FILTERS, type SourceFilter, serverSource } from '../lib/sources';
import type { MediaCharacter } from '../types';
import { GalleryFilters } from './gallery-filters';
import { MediaGridItem } from './media-grid-item';

/** What a tile is, for screen readers: whose, image or video (with its length). */
function tileLabel(m: MediaView, names: ReadonlyMap<string, string>): string {
  const who = (m.characterId && names.get(m.characterId)) || 'Generated';
  if (m.kind !== 'video') return `${who} image`;
  const length = formatDuration(m.duration);
  return length ? `${who} video, ${length}` : `${who} video`;
}

function asFilter(value: string | null): SourceFilter {
  return SOURCE_FILTERS.find((f) => f.value === value)?.value ?? 'all';
}

/** My generated images and videos, newest first, filtered by character and by how they were made. */
export function Gallery({ characters }: { characters: readonly MediaCharacter[] }) {
  const [params, setParams] = useSearchParams();
  const characterId = params.get('character');
  const source = asFilter(params.get('source'));
  const gallery = useGallery({ characterId, source: serverSource(source) });
  const items = gallery.items;
  const filtered = characterId !== null || source !== 'all';
  const names = new Map(characters.map((c) => [c.id, c.name]));

  const setParam = (key: string, value: string | null) =>
    setParams(
      (p) => {
        if (value) p.set(key, value);
        else p.delete(key);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="grid gap-6">
      <GalleryFilters
        characters={characters}
        characterId={characterId}
        onCharacter={(id) => setParam('character', id)}
        source={source}
        onSource={(value) => setParam('source', value === 'all' ? null : value)}
      />
      {gallery.error ? <Alert variant="destructive">{errorMessage(gallery.error)}</Alert> : null}
      {gallery.isLoading && !gallery.data ? <Spinner /> : null}
      {gallery.data && items.length === 0 && !gallery.hasMore ? (
        filtered ? (
          <EmptyState
            title={source === 'videos' ? 'No videos here yet' : 'Nothing here yet'}
            actions={
              <>
                {source === 'videos' ? (
                  <Button asChild>
                    <Link
                      to={pathTo('/generate', undefined, {
                        tab: 'video',
                        character: characterId ?? undefined,
                      })}
                    >
                      Make a video
                    </Link>
                  </Button>
                ) : null}
                <Button
                  variant="secondary"
                  onClick={() => setParams({}, { replace: true, preventScrollReset: true })}
                >
                  Show everything
                </Button>
              </>
            }
          >
            {source === 'videos'
              ? 'Bring a character to life: pick an action and generate a video.'
              : 'No image matches these filters.'}
          </EmptyState>
        ) : (
          <EmptyState
            title="Your gallery is empty"
            actions={
              <Button asChild>
                <Link to="/generate">Generate images</Link>
              </Button>
            }
          >
            Every picture and video you generate, edit or enhance lands here, for your eyes only.
          </EmptyState>
        )
      ) : null}
      {items.length > 0 ? (
        <div
          className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 md:grid-cols-4 lg:grid-cols-5"
          data-testid="gallery-grid"
        >
          {items.map((m) => (
            <MediaGridItem key={m.id} media={m} label={tileLabel(m, names)} />
          ))}
        </div>
      ) : null}
      {gallery.hasMore ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            className="h-11 px-8"
            disabled={gallery.loadingMore}
            onClick={() => void gallery.setSize(gallery.size + 1)}
            data-testid="load-more"
          >
            {gallery.loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
