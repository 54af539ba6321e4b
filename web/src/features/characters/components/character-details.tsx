import { Link } from 'react-router';
import { CharacterPortrait } from '@/components/character-portrait';
import { Markdown } from '@/components/markdown';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { pathTo } from '@/config/paths';
import type { Character } from '@/lib/api-types';
import { fillMacros } from '@/lib/macros';
import { useReaderName } from '@/lib/reader-name';
import { useCategoryName } from '../hooks/use-category-name';
import { OwnerActions } from './owner-actions';

interface CharacterDetailsProps {
  character: Character;
  onStartChat(): void;
  starting: boolean;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** The character page: who they are, how they greet you, and a way to start chatting. */
export function CharacterDetails({ character, onStartChat, starting }: CharacterDetailsProps) {
  const reader = useReaderName();
  const categoryName = useCategoryName(character.category);
  const fill = (text: string) => fillMacros(text, { char: character.name, user: reader });
  const greeting = character.greetings.find((g) => g.type === 'text');
  return (
    <article
      className="grid gap-8 md:grid-cols-[minmax(0,18rem)_1fr] md:items-start"
      data-testid="character-details"
    >
      <div className="mx-auto w-full max-w-xs overflow-hidden rounded-2xl border border-border shadow-xl md:sticky md:top-24">
        <CharacterPortrait name={character.name} url={character.avatarUrl} seed={character.id} />
      </div>
      <div className="grid gap-6">
        <header className="grid gap-3">
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">{character.name}</h1>
          <div className="flex flex-wrap gap-2">
            <Badge>{character.gender}</Badge>
            <Badge>{character.style}</Badge>
            <Badge>{character.age} years</Badge>
            {character.category ? (
              <Link
                to={pathTo('/directory/:category', { category: character.category })}
                className="inline-flex"
              >
                <Badge className="hover:border-primary">{categoryName}</Badge>
              </Link>
            ) : null}
            <Badge>{character.visibility === 'public' ? 'Public' : 'Private'}</Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            By {character.ownerUsername} · {character.chatCount} chats
          </p>
          <Button
            size="lg"
            className="w-full sm:w-auto sm:justify-self-start"
            disabled={starting}
            onClick={onStartChat}
          >
            {starting ? 'Starting…' : 'Start chat'}
          </Button>
        </header>
        {character.promptDescription ? (
          <Section title="About">
            <p className="whitespace-pre-wrap text-foreground/90">
              {fill(character.promptDescription)}
            </p>
          </Section>
        ) : null}
        {greeting && greeting.type === 'text' ? (
          <Section title="Greeting">
            <div
              className="rounded-2xl border border-border bg-card p-4"
              data-testid="greeting-preview"
            >
              <Markdown text={fill(greeting.content)} />
            </div>
          </Section>
        ) : null}
        {character.scenario ? (
          <Section title="Scenario">
            <p className="whitespace-pre-wrap text-foreground/90">{fill(character.scenario)}</p>
          </Section>
        ) : null}
        {character.creatorNotes ? (
          <Section title="Creator notes">
            <Markdown text={fill(character.creatorNotes)} />
          </Section>
        ) : null}
        {character.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {character.tags.map((tag) => (
              <li key={tag}>
                <Badge>#{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {character.isOwner ? <OwnerActions character={character} /> : null}
      </div>
    </article>
  );
}
