import { Link } from 'react-router';
import { CharacterAvatar } from '@/components/character-avatar';
import { Markdown } from '@/components/markdown';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { pathTo } from '@/config/paths';
import type { Character } from '@/lib/api-types';
import { OwnerActions } from './owner-actions';

interface CharacterDetailsProps {
  character: Character;
  onStartChat(): void;
  starting: boolean;
}

/** The character page: who they are, how they greet you, and a way to start chatting. */
export function CharacterDetails({ character, onStartChat, starting }: CharacterDetailsProps) {
  const greeting = character.greetings.find((g) => g.type === 'text');
  return (
    <article className="grid gap-6" data-testid="character-details">
      <header className="flex flex-wrap items-center gap-4">
        <CharacterAvatar
          name={character.name}
          url={character.avatarUrl}
          className="h-20 w-20 text-3xl"
        />
        <div className="grid gap-2">
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">{character.name}</h1>
          <div className="flex flex-wrap gap-2">
            <Badge>{character.gender}</Badge>
            <Badge>{character.style}</Badge>
            <Badge>{character.age} years</Badge>
            {character.category ? (
              <Link to={pathTo('/directory/:category', { category: character.category })}>
                <Badge className="hover:border-primary">{character.category}</Badge>
              </Link>
            ) : null}
            <Badge>{character.visibility === 'public' ? 'Public' : 'Private'}</Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            By {character.ownerUsername} · {character.chatCount} chats
          </p>
        </div>
        <Button size="lg" className="ml-auto" disabled={starting} onClick={onStartChat}>
          {starting ? 'Starting…' : 'Start chat'}
        </Button>
      </header>
      {character.promptDescription ? (
        <section className="grid gap-2">
          <h2 className="text-lg font-semibold">About</h2>
          <p className="whitespace-pre-wrap text-foreground/90">{character.promptDescription}</p>
        </section>
      ) : null}
      {greeting && greeting.type === 'text' ? (
        <section className="grid gap-2">
          <h2 className="text-lg font-semibold">Greeting</h2>
          <div
            className="rounded-xl border border-border bg-card p-4"
            data-testid="greeting-preview"
          >
            <Markdown text={greeting.content} />
          </div>
        </section>
      ) : null}
      {character.scenario ? (
        <section className="grid gap-2">
          <h2 className="text-lg font-semibold">Scenario</h2>
          <p className="whitespace-pre-wrap text-foreground/90">{character.scenario}</p>
        </section>
      ) : null}
      {character.creatorNotes ? (
        <section className="grid gap-2">
          <h2 className="text-lg font-semibold">Creator notes</h2>
          <Markdown text={character.creatorNotes} />
        </section>
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
    </article>
  );
}
