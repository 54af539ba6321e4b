import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { pathTo } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import type { ContentPageData } from '../types';
import { ContentBreadcrumbs } from './content-breadcrumbs';
import { ContentCharacters } from './content-characters';
import { ContentCta } from './content-cta';
import { ContentFaq } from './content-faq';
import { ContentHeader } from './content-header';
import { ContentLinks } from './content-links';
import { ContentProse } from './content-prose';

const EMPTY_INDEX: Record<string, string> = {
  '/blog': 'There are no articles yet.',
  '/press': 'There are no press releases yet.',
  '/type': 'There are no character types yet.',
};

/** A content page: article, legal or site page, landing page, index or character type. */
export function ContentView({ page }: { page: ContentPageData }) {
  const { user } = useAuth();
  const listsCharacters = page.kind === 'type' || page.kind === 'landing';
  return (
    <article data-testid="content-page" data-kind={page.kind}>
      <ContentBreadcrumbs page={page} />
      <ContentHeader page={page} />
      {page.image ? (
        <img
          src={page.image}
          alt={page.imageAlt ?? ''}
          className="mb-8 w-full max-w-3xl rounded-2xl"
        />
      ) : null}
      <ContentProse html={page.html} />
      <ContentCta cta={page.cta} signedIn={Boolean(user)} />
      {page.kind === 'index' ? (
        <ContentLinks
          items={page.items}
          emptyText={EMPTY_INDEX[page.path] ?? 'Nothing here yet.'}
        />
      ) : null}
      {listsCharacters ? <ContentCharacters characters={page.characters} /> : null}
      {page.kind === 'type' && page.category ? (
        <p className="mt-6">
          <Link
            to={pathTo('/directory/:category', { category: page.category })}
            className={buttonVariants({ variant: 'outline' })}
          >
            See all {page.heading.toLowerCase()} in the directory
          </Link>
        </p>
      ) : null}
      <ContentFaq faq={page.faq} />
    </article>
  );
}
