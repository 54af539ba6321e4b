import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import type { MediaCharacter } from '../types';
import { CharacterStrip } from './character-strip';
import { ImageForm } from './image-form';
import { LookEditor } from './look-editor';
import { ViewTabs } from './view-tabs';

// The video side has its own code (action previews, follow-ups): it loads when its tab opens.
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

interface ImageGeneratorProps {
  characters: readonly MediaCharacter[];
}

/** The generator: Images | Video, for one of the characters. The tab and the character are in the
 * address (?tab=video&character=…), so a link can open either. */
export function ImageGenerator({ characters }: ImageGeneratorProps) {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'video' ? 'video' : 'images';
  const asked = params.get('character');
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
    <section className="grid gap-3" aria-labelledby="gen-character">
      <h2 id="gen-character" className="font-semibold text-lg">
        1. Who
      </h2>
      <CharacterStrip
        characters={characters}
        value={character?.id ?? null}
        onChange={(id) => setParam('character', id)}
      />
      {character ? <LookEditor characterId={character.id} /> : null}
    </section>
  );

  return (
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
  );
}
