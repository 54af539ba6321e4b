import { Link } from 'react-router';
import type { ContentPageData } from '../types';

/** The entries of an index page (/blog, /press, /type) as cards. */
export function ContentLinks({
  items,
  emptyText,
}: {
  items: ContentPageData['items'];
  emptyText: string;
}) {
  if (items.length === 0) return <p className="mt-8 text-muted-foreground">{emptyText}</p>;
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <li
          key={item.path}
          className="relative grid gap-2 rounded-xl border border-border bg-card/60 p-5 transition-colors focus-within:ring-2 focus-within:ring-primary hover:border-primary/60"
        >
          <h2 className="text-lg font-semibold">
            <Link to={item.path} className="after:absolute after:inset-0">
              {item.title}
            </Link>
          </h2>
          <p className="text-sm text-muted-foreground">{item.description}</p>
          {item.date ? (
            <p className="text-xs text-muted-foreground">
              <time dateTime={item.date}>{item.date}</time>
              {item.author ? ` · ${item.author}` : null}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
