import { useEffect } from 'react';
import { pageTitle } from '@/config/routes';

/**
 * The document title of a page whose title comes with its data. The route's own title is set by an
 * effect of RoutePage, which runs after this page's effects: set ours once they have all run.
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    let live = true;
    void Promise.resolve().then(() => {
      if (live) document.title = pageTitle(title);
    });
    return () => {
      live = false;
    };
  }, [title]);
}
