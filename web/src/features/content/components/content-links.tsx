import { Link } from 'react-router';
import { artGradient } from '@/components/character-art';
import type { ContentPageData } from '../types';

type ContentLink = ContentPageData['items'][number];

/** A type's card leads with a portrait of its most chatted character (never NSFW), or a gradient. */
function TypePicture({ item }: { item: ContentLink }) {
  const style = { backgroundImage: artGradient(item.path) };
  if (!item.image) {
    return (
      <div aria-hidden className="h-32 w-24 shrink-0 overflow-hidden rounded-lg" style={style} />
    );
  }
  return (
    <div className="h-32 w-24 shrink-0 overflow-hidden rounded-lg" style={style}>
      <img
        src={item.image}
        alt={`A character of ${item.title}`}
        loading="lazy"
        className="h-full w-full object-cover"
      />
    </div>
  );
}

/** The entries of an index page (/blog, /press, /type) as cards. */
export function ContentLinks({ items, emptyText }: { items: ContentLink[]; emptyText: string }) {
  if (items.length === 0) return <p className="mt-8 text-muted-foreground">{emptyText}</p>;
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <li
          key={item.path}
          className="relative flex gap-4 rounded-xl border border-border bg-card/60 p-5 transition-colors focus-within:ring-2 focus-within:ring-primary hover:border-primary/60"
        >
          {item.count != null ? <TypePicture item={item} /> : null}
          <div className="grid content-start gap-2">
            <h2 className="text-lg font-semibold">
              <Link to={item.path} className="after:absolute after:inset-0">
                {item.title}
              </Link>
            </h2>
            <p className="text-sm text-muted-foreground">{item.description}</p>
            {item.count != null ? (
              <p className="text-xs text-muted-foreground">
                {item.count} {item.count === 1 ? 'character' : 'characters'}
              </p>
            ) : null}
            {item.date ? (
              <p className="text-xs text-muted-foreground">
                <time dateTime={item.date}>{item.date}</time>
                {item.author ? ` · ${item.author}` : null}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
