import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePost } from '../api/get-post';
import { PostCard } from './post-card';
import { displayName, profilePath } from './user-chip';

/**
 * A published post on its own page (/photos/{postId}, /image/{postId}): the public view other
 * viewers get, comments open. `fallback` is shown when there is no such post for this viewer.
 */
export function PostView({ id, fallback }: { id: string; fallback: ReactNode }) {
  const { data, error } = usePost(id);
  if (error && !data) return <>{fallback}</>;
  if (!data) return <Spinner className="justify-center py-16" />;
  const author = displayName(data.author);
  return (
    <section className="mx-auto grid w-full max-w-xl grid-cols-1 gap-4" data-testid="post-view">
      <h1 className="sr-only">Post by {author}</h1>
      <PostCard post={data} commentsOpen />
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild variant="secondary">
          <Link to={profilePath(data.author)}>More from {author}</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/feed">Back to the feed</Link>
        </Button>
      </div>
    </section>
  );
}
