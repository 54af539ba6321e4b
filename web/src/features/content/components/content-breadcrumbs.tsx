import { Link } from 'react-router';
import type { ContentPageData } from '../types';

/** Where the page sits (Home / Blog / this article); the server sends the same as BreadcrumbList. */
export function ContentBreadcrumbs({ page }: { page: ContentPageData }) {
  if (page.breadcrumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-2">
        {page.breadcrumbs.map((crumb) => (
          <li key={crumb.path} className="flex items-center gap-2">
            <Link to={crumb.path} className="hover:text-foreground">
              {crumb.name}
            </Link>
            <span aria-hidden>/</span>
          </li>
        ))}
        <li aria-current="page" className="truncate text-foreground/80">
          {page.heading}
        </li>
      </ol>
    </nav>
  );
}
