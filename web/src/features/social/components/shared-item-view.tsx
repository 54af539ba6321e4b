import { Link } from 'react-router';
import { CharacterAvatar } from '@/components/character-avatar';
import { CharacterPortrait } from '@/components/character-portrait';
import { Button } from '@/components/ui/button';
import { pathTo } from '@/config/paths';
import type { SharedItem } from '../types';
import { PostMediaView } from './post-media-view';
import { SharedChat } from './shared-chat';
import { UserChip } from './user-chip';

/** What a share link shows: a chat excerpt, a character with Start chat, or an image or video. */
export function SharedItemView({
  item,
  onStartChat,
  starting = false,
}: {
  item: SharedItem;
  /** Starts a chat with the shared character (the page knows how). */
  onStartChat(characterId: string): void;
  starting?: boolean;
}) {
  return (
    <article className="grid grid-cols-1 gap-5" data-testid="shared-item" data-kind={item.kind}>
      <header className="grid gap-3">
        <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
          {item.title}
        </h1>
        <UserChip user={item.owner} detail="shared this" />
      </header>
      {item.kind === 'chat' && item.messages ? (
        <div className="grid gap-4 rounded-2xl border border-border bg-background/60 p-3 sm:p-5">
          {item.character ? (
            <div className="flex items-center gap-3 border-b border-border pb-3">
              <CharacterAvatar
                name={item.character.name}
                url={item.character.avatarUrl}
                seed={item.character.id}
                className="h-12 w-12"
              />
              <div className="min-w-0">
                <p className="font-semibold">{item.character.name}</p>
                <p className="truncate text-xs text-muted-foreground">{item.character.tagline}</p>
              </div>
            </div>
          ) : null}
          <SharedChat messages={item.messages} />
        </div>
      ) : null}
      {item.kind === 'character' && item.character ? (
        <SharedCharacter item={item} onStartChat={onStartChat} starting={starting} />
      ) : null}
      {item.kind === 'media' && item.media ? (
        <div className="mx-auto w-full max-w-md overflow-hidden rounded-2xl border border-border">
          <PostMediaView media={item.media} alt={item.title} />
        </div>
      ) : null}
      {item.description && item.kind === 'media' ? (
        <p className="text-sm text-muted-foreground">{item.description}</p>
      ) : null}
    </article>
  );
}

function SharedCharacter({
  item,
  onStartChat,
  starting,
}: {
  item: SharedItem;
  onStartChat(characterId: string): void;
  starting: boolean;
}) {
  const character = item.character;
  if (!character) return null;
  const characterPath = pathTo('/char/:id', { id: character.id });
  return (
    <div className="grid gap-4 overflow-hidden rounded-2xl border border-border bg-card sm:grid-cols-[minmax(0,320px)_1fr]">
      <CharacterPortrait name={character.name} url={character.avatarUrl} seed={character.id} />
      <div className="grid content-start gap-3 p-4 sm:p-6">
        <h2 className="font-display text-2xl font-semibold">{character.name}</h2>
        <p className="text-sm text-foreground/85">{character.tagline || item.description}</p>
        <div className="flex flex-wrap gap-3">
          <Button size="lg" disabled={starting} onClick={() => onStartChat(character.id)}>
            Start chat
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to={characterPath}>See profile</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
