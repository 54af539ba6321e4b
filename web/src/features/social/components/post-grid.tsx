import { Link } from 'react-router';
import { CharacterPortrait } from '@/components/character-portrait';
import { pathTo } from '@/config/paths';
import type { Post } from '../types';
import { PostMediaView } from './post-media-view';
import { HeartIcon } from './social-icons';

/** Posts as a grid of square tiles (a profile's posts); a tile opens the post. */
export function PostGrid({ posts }: { posts: Post[] }) {
  return (
    <ul className="grid grid-cols-3 gap-1 sm:gap-2" data-testid="post-grid">
      {posts.map((post) => {
        const to = pathTo('/photos/:id', { id: post.id });
        const alt = post.caption ? post.caption.slice(0, 120) : `A post by ${post.author.username}`;
        return (
          <li key={post.id} className="relative overflow-hidden rounded-md sm:rounded-xl">
            {post.media ? (
              <PostMediaView media={post.media} alt={alt} to={to} square />
            ) : post.character ? (
              <Link
                to={to}
                aria-label={post.character.name}
                className="block aspect-square overflow-hidden"
              >
                <CharacterPortrait
                  name={post.character.name}
                  url={post.character.avatarUrl}
                  seed={post.character.id}
                  className="h-full"
                />
              </Link>
            ) : null}
            {post.likeCount > 0 && !post.media?.shouldBlur ? (
              <span className="pointer-events-none absolute bottom-1 left-1 inline-flex items-center gap-1 rounded-full bg-black/55 px-2 py-0.5 text-[11px] font-medium text-white">
                <HeartIcon width={12} height={12} fill="currentColor" />
                {post.likeCount}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
