import type { MediaCharacter } from '../types';
import { CharacterStrip } from './character-strip';
import { LookEditor } from './look-editor';

interface WhoSectionProps {
  characters: readonly MediaCharacter[];
  character: MediaCharacter | null;
  onChange(id: string): void;
}

/** Step 1 of the generator, for pictures and videos alike: who is in it, and their look. */
export function WhoSection({ characters, character, onChange }: WhoSectionProps) {
  return (
    <section className="grid gap-3" aria-labelledby="gen-character">
      <h2 id="gen-character" className="font-semibold text-lg">
        1. Who
      </h2>
      <CharacterStrip characters={characters} value={character?.id ?? null} onChange={onChange} />
      {character ? <LookEditor characterId={character.id} /> : null}
    </section>
  );
}
