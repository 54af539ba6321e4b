import type { ContentPageData } from './types';

/** The path the server names a page by: a leading slash, no trailing one. */
export function contentPath(pathname: string): string {
  return `/${pathname.replace(/^\/+|\/+$/g, '')}`;
}

/**
 * The content page the server embedded in the HTML (`<script type="application/json"
 * id="page-data">`), when it is the page at this path: the first render shows it at once, with no
 * request. Any other page's data (another route, another domain's shape) is ignored.
 */
export function initialContentPage(
  pathname: string,
  doc: Document = document,
): ContentPageData | undefined {
  const text = doc.getElementById('page-data')?.textContent;
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    if (
      typeof data === 'object' &&
      data !== null &&
      'path' in data &&
      'kind' in data &&
      'html' in data &&
      data.path === contentPath(pathname)
    ) {
      return data as ContentPageData;
    }
  } catch {
    // A page without valid data fetches it like any client-side navigation.
  }
  return undefined;
}
