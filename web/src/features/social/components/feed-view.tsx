import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { useFeed } from '../api/get-feed';
import { NEW_POSTS_POLL_MS, useNewPostCount } from '../api/get-new-post-count';
import type { FeedTab, Post } from '../types';
import { LoadMore } from './load-more';
import { NewPostsPill } from './new-posts-pill';
import { PostCard } from './post-card';

/** Unique posts of all loaded pages, in order (a page boundary may repeat one after new posts). */
export function flattenPosts(pages: { items: Post[] }[] | undefined, removed: Set<string>): Post[] {
  const seen = new Set<string>();
  const out: Post[] = [];
  for (const page of pages ?? []) {
    for (const post of page.items) {
      if (seen.has(post.id) || removed.has(post.id)) continue;
      seen.add(post.id);
      out.push(post);
    }
  }
  return out;
}

/** One tab of the feed: posts newest first, more as you scroll, "N new posts" when they arrive. */
export function FeedView({ tab }: { tab: FeedTab }) {
  const { user } = useAuth();
  const { data, error, size, setSize, mutate, isValidating } = useFeed(tab);
  const [removed, setRemoved] = useState<Set<string>>(() => new Set());
  const [refreshing, setRefreshing] = useState(false);
  const posts = flattenPosts(data, removed);
  const newest = data?.[0]?.items[0]?.id;
  const fresh = useNewPostCount(tab, newest);
  const hasMore = Boolean(data?.[data.length - 1]?.nextCursor);
  const loadingMore = isValidating && size > (data?.length ?? 0);
  const empty = data !== undefined && posts.length === 0;

  // An empty feed has no newest post to ask about: it reads itself again while visible instead.
  useEffect(() => {
    if (!empty) return undefined;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void mutate();
    }, NEW_POSTS_POLL_MS);
    return () => clearInterval(timer);
  }, [empty, mutate]);

  async function loadNew() {
    setRefreshing(true);
    try {
      await setSize(1);
      await mutate();
      await fresh.mutate(0, { revalidate: false });
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } finally {
      setRefreshing(false);
    }
  }

  if (error && !data) {
    return (
      <Alert variant="destructive">
        {errorMessage(error)}{' '}
        <button type="button" className="underline" onClick={() => void mutate()}>
          Try again
        </button>
      </Alert>
    );
  }
  if (!data) return <Spinner className="justify-center py-16" />;
  return (
    <div className="grid grid-cols-1 gap-6" data-testid={`feed-${tab}`}>
      <NewPostsPill count={fresh.data ?? 0} busy={refreshing} onLoad={() => void loadNew()} />
      {posts.length === 0 ? <FeedEmpty tab={tab} signedIn={user !== null} /> : null}
      {posts.map((post) => (
        <PostCard
          key={post.id}
          post={post}
          onRemoved={(id) => setRemoved((prev) => new Set(prev).add(id))}
        />
      ))}
      {posts.length > 0 ? (
        <LoadMore
          hasMore={hasMore}
          loading={loadingMore}
          onMore={() => void setSize(size + 1)}
          endText="You are all caught up."
        />
      ) : null}
    </div>
  );
}

function FeedEmpty({ tab, signedIn }: { tab: FeedTab; signedIn: boolean }) {
  if (tab === 'following') {
    return (
      <EmptyState
        title="Nothing from people you follow yet"
        actions={
          <Button asChild>
            <Link to="/u">Find people to follow</Link>
          </Button>
        }
      >
        Follow creators you like and their new images, videos and characters show up here.
      </EmptyState>
    );
  }
  return (
    <EmptyState
      title="No posts yet"
      actions={
        signedIn ? (
          <Button asChild>
            <Link to="/secret-gallery">Publish an image from your gallery</Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to="/signup">Sign up and publish the first one</Link>
          </Button>
        )
      }
    >
      The public feed shows images, videos and characters people chose to publish.
    </EmptyState>
  );
}
