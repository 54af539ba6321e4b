import { Link } from 'react-router';
import { CharacterPortrait } from '@/components/character-portrait';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { pathTo } from '@/config/paths';
import type { StreamPage } from '../types';
import { flattenPosts } from './feed-view';
import { LoadMore } from './load-more';
import { PostCard } from './post-card';
import { UserChip } from './user-chip';

const NOTHING_REMOVED = new Set<string>();

/** A character's stream: who she is (portrait, hook, creator), then every public post of her. */
export function StreamView({
  pages,
  loading,
  onMore,
}: {
  pages: StreamPage[];
  loading: boolean;
  onMore(): void;
}) {
  const first = pages[0];
  if (!first) return null;
  const { character, owner } = first;
  const posts = flattenPosts(pages, NOTHING_REMOVED);
  const characterPath = pathTo('/char/:id', { id: character.id });
  return (
    <section className="mx-auto grid w-full max-w-xl grid-cols-1 gap-6">
      <header
        data-testid="stream-header"
        className="grid grid-cols-[96px_1fr] items-center gap-4 rounded-2xl border border-border bg-card p-3 sm:grid-cols-[140px_1fr] sm:p-4"
      >
        <div className="overflow-hidden rounded-xl">
          <CharacterPortrait name={character.name} url={character.avatarUrl} seed={character.id} />
        </div>
        <div className="grid min-w-0 gap-2">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-primary">Stream</p>
          <h1 className="truncate font-display text-2xl font-semibold sm:text-3xl">
            {character.name}
          </h1>
          {character.tagline ? (
            <p className="line-clamp-2 text-sm text-muted-foreground">{character.tagline}</p>
          ) : null}
          <UserChip user={owner} detail="creator" />
          <Button asChild className="w-fit">
            <Link to={characterPath}>Chat with {character.name}</Link>
          </Button>
        </div>
      </header>
      {posts.length === 0 ? (
        <EmptyState
          title={`Nothing of ${character.name} published yet`}
          actions={
            <Button asChild>
              <Link to={characterPath}>Chat with {character.name}</Link>
            </Button>
          }
        >
          Images and videos of {character.name} that people publish appear here, newest first.
        </EmptyState>
      ) : (
        posts.map((post) => <PostCard key={post.id} post={post} />)
      )}
      {posts.length > 0 ? (
        <LoadMore
          hasMore={Boolean(pages[pages.length - 1]?.nextCursor)}
          loading={loading}
          onMore={onMore}
        />
      ) : null}
    </section>
  );
}
