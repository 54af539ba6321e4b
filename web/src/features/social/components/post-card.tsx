import { useState } from 'react';
import { pathTo } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { unpublishPost } from '../api/unpublish-post';
import { compactCount, timeAgo } from '../lib/time';
import type { Post } from '../types';
import { ActionMenu, type MenuAction } from './action-menu';
import { CharacterPostBody } from './character-post-body';
import { CommentsPanel } from './comments-panel';
import { LikeButton } from './like-button';
import { PostMediaView } from './post-media-view';
import { ReportDialog } from './report-dialog';
import { CommentIcon } from './social-icons';
import { UserChip } from './user-chip';

interface PostCardProps {
  post: Post;
  /** Open the comments at once (a post's own page). */
  commentsOpen?: boolean;
  /** After unpublishing: the list drops the post. */
  onRemoved?: (id: string) => void;
  className?: string;
}

/** A post in a feed: the author, the picture (or the character), likes, comments, a caption. */
export function PostCard({ post, commentsOpen = false, onRemoved, className }: PostCardProps) {
  const { user } = useAuth();
  const [showComments, setShowComments] = useState(commentsOpen);
  const [commentCount, setCommentCount] = useState(post.commentCount);
  const [reporting, setReporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const postPath = pathTo('/photos/:id', { id: post.id });
  const alt = post.caption ? post.caption.slice(0, 120) : `A post by ${post.author.username}`;

  const actions: MenuAction[] = [];
  if (user && user.id !== post.author.id) {
    actions.push({ label: 'Report post', onSelect: () => setReporting(true) });
  }
  if (post.canDelete) {
    actions.push({
      label: 'Unpublish',
      destructive: true,
      onSelect: () => {
        unpublishPost(post.id).then(
          () => onRemoved?.(post.id),
          (e: unknown) => setError(errorMessage(e)),
        );
      },
    });
  }

  return (
    <article
      data-testid="post-card"
      data-post-id={post.id}
      className={cn(
        'overflow-hidden rounded-2xl border border-border bg-card shadow-lg',
        className,
      )}
    >
      <header className="flex items-center justify-between gap-2 px-3 py-2 sm:px-4">
        <UserChip user={post.author} detail={timeAgo(post.createdAt)} />
        <ActionMenu label="Post actions" actions={actions} />
      </header>
      {post.media ? <PostMediaView media={post.media} alt={alt} to={postPath} /> : null}
      {!post.media && post.character ? <CharacterPostBody character={post.character} /> : null}
      <div className="grid gap-2 px-3 pt-2 pb-3 sm:px-4">
        <div className="-ml-2 flex items-center gap-1">
          <LikeButton
            postId={post.id}
            initial={{ likeCount: post.likeCount, likedByMe: post.likedByMe }}
          />
          <button
            type="button"
            data-testid="comments-button"
            aria-expanded={showComments}
            onClick={() => setShowComments((v) => !v)}
            className="inline-flex min-h-10 min-w-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-foreground/80 hover:bg-accent"
          >
            <CommentIcon width={20} height={20} />
            <span>
              {compactCount(commentCount)}
              <span className="sr-only"> comments</span>
            </span>
          </button>
        </div>
        {post.caption ? (
          <p className="whitespace-pre-wrap break-words text-sm" data-testid="post-caption">
            <span className="mr-2 font-semibold">{post.author.username}</span>
            {post.caption}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      {showComments ? (
        <CommentsPanel
          postId={post.id}
          onCountChange={(d) => setCommentCount((n) => Math.max(0, n + d))}
        />
      ) : null}
      {reporting ? (
        <ReportDialog postId={post.id} open onClose={() => setReporting(false)} />
      ) : null}
    </article>
  );
}
