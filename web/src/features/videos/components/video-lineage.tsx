import { Link } from 'react-router';
import { pathTo } from '@/config/paths';
import type { MediaView } from '@/lib/api-types';
import { chainLinks, mediaSummary, videoSourceLabel } from '../lib/chain';
import { MediaThumb } from './media-thumb';

/** Where a video came from (its chain, nearest first: "Extended from", "Edited from", "Upscaled
 * from", "Made from image") and the videos made from it. */
export function VideoLineage({
  video,
  chain,
  derived,
}: {
  video: MediaView;
  chain: readonly MediaView[];
  derived: readonly MediaView[];
}) {
  const links = chainLinks(video, chain);
  if (links.length === 0 && derived.length === 0) return null;
  return (
    <div className="grid gap-5">
      {links.length > 0 ? (
        <section className="grid gap-2" aria-labelledby="video-chain" data-testid="video-chain">
          <h2 id="video-chain" className="font-semibold text-sm">
            Made from
          </h2>
          <ol className="grid gap-2">
            {links.map(({ media, label }) => (
              <li key={media.id}>
                <Link
                  to={pathTo('/image/:id', { id: media.id })}
                  className="flex items-center gap-3 rounded-xl border border-border/60 bg-card/50 p-2 transition hover:border-primary/60 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  data-testid="chain-link"
                >
                  <MediaThumb media={media} className="h-16 w-12" />
                  <span className="grid min-w-0 gap-0.5">
                    <span className="font-semibold text-primary text-xs uppercase tracking-wide">
                      {label}
                    </span>
                    <span className="truncate text-foreground/85 text-sm">
                      {mediaSummary(media)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {derived.length > 0 ? (
        <section className="grid gap-2" aria-labelledby="video-derived" data-testid="video-derived">
          <h2 id="video-derived" className="font-semibold text-sm">
            Made from this video{' '}
            <span className="font-normal text-muted-foreground">{derived.length}</span>
          </h2>
          <ul className="grid grid-cols-3 gap-2">
            {derived.map((media) => (
              <li key={media.id}>
                <Link
                  to={pathTo('/image/:id', { id: media.id })}
                  className="grid gap-1 rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <MediaThumb media={media} className="aspect-[4/5] w-full" />
                  <span className="truncate text-muted-foreground text-xs">
                    {videoSourceLabel(media.source)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
