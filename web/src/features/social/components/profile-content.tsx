import { Link } from 'react-router';
import { CharacterCard } from '@/components/character-card';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { pathTo } from '@/config/paths';
import { useUserCharacters } from '../api/get-user-characters';
import { useUserPosts } from '../api/get-user-posts';
import type { Profile } from '../types';
import { LoadMore } from './load-more';
import { PostGrid } from './post-grid';
import { LockIcon } from './social-icons';

/** A profile's public posts (a grid) and public characters (cards as the directory shows them). */
export function ProfileContent({ profile }: { profile: Profile }) {
  const key = profile.username;
  const posts = useUserPosts(profile.canSeePosts ? key : null);
  const characters = useUserCharacters(key);
  const items = posts.data?.flatMap((p) => p.items) ?? [];
  const hasMore = Boolean(posts.data?.[posts.data.length - 1]?.nextCursor);
  const chars = characters.data?.items ?? [];

  return (
    <div className="grid grid-cols-1 gap-10">
      <section className="grid gap-4" aria-labelledby="profile-posts">
        <h2 id="profile-posts" className="text-lg font-semibold">
          Posts
        </h2>
        {!profile.canSeePosts ? (
          <div
            data-testid="private-profile"
            className="grid justify-items-center gap-2 rounded-2xl border border-border bg-card/60 px-6 py-10 text-center"
          >
            <LockIcon width={28} height={28} />
            <p className="font-semibold">This profile is private</p>
            <p className="max-w-sm text-sm text-muted-foreground">
              {profile.followRequested
                ? `Your follow request is waiting for @${profile.username} to approve it.`
                : `Follow @${profile.username} to see their posts: they approve each request.`}
            </p>
          </div>
        ) : !posts.data ? (
          <Spinner />
        ) : items.length === 0 ? (
          profile.isSelf ? (
            <EmptyState
              title="You have not published anything yet"
              actions={
                <Button asChild>
                  <Link to="/secret-gallery">Publish an image from your gallery</Link>
                </Button>
              }
            >
              Open an image and choose Publish: it appears here and in the feed.
            </EmptyState>
          ) : (
            <p className="text-sm text-muted-foreground">No posts yet.</p>
          )
        ) : (
          <>
            <PostGrid posts={items} />
            <LoadMore
              hasMore={hasMore}
              loading={posts.isValidating}
              onMore={() => void posts.setSize(posts.size + 1)}
            />
          </>
        )}
      </section>
      {chars.length > 0 ? (
        <section className="grid gap-4" aria-labelledby="profile-characters">
          <h2 id="profile-characters" className="text-lg font-semibold">
            Characters
          </h2>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
            {chars.map((c) => (
              <CharacterCard
                key={c.id}
                character={c}
                action={(name) => (
                  <Link to={pathTo('/char/:id', { id: c.id })} className="focus:outline-none">
                    {name}
                  </Link>
                )}
              />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
