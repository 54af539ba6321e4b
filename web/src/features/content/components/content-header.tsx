import type { ContentPageData } from '../types';

function formatDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00`);
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** The page's one h1, its date and author (articles) and its description. */
export function ContentHeader({ page }: { page: ContentPageData }) {
  return (
    <header className="mb-8 grid max-w-3xl gap-3">
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-5xl">
        {page.heading}
      </h1>
      {page.date || page.author ? (
        <p className="text-sm text-muted-foreground">
          {page.date ? <time dateTime={page.date}>{formatDate(page.date)}</time> : null}
          {page.date && page.author ? ' · ' : null}
          {page.author}
        </p>
      ) : null}
      <p className="text-lg text-muted-foreground">{page.description}</p>
    </header>
  );
}
