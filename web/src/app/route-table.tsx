import type { RouteObject } from 'react-router';
import { RootLayout } from '@/components/layouts/root-layout';
import { type RouteMeta, routes } from '@/config/routes';
import { NavigationProgress } from './navigation-progress';
import { NotFoundPage } from './not-found-page';
import { fallbackPages, type PageLoader, pages } from './pages';
import { RootErrorBoundary } from './root-error-boundary';
import { RoutePage } from './route-page';

export interface RouteHandle {
  meta: RouteMeta;
}

function loaderFor(meta: RouteMeta): PageLoader {
  const page = pages[meta.path as keyof typeof pages];
  if (page) return page;
  if (meta.comingIn) return fallbackPages.comingLater;
  throw new Error(`routes.json: ${meta.path} has no page and no 'comingIn'`);
}

/**
 * One route object per routes.json entry, plus the 404 page. Each page's code is a React Router
 * lazy route: the router fetches the chunk before it shows the page, so a navigation keeps the
 * current page on screen until the next one is ready instead of flashing a fallback.
 */
export function buildPageRoutes(table: readonly RouteMeta[] = routes): RouteObject[] {
  const children: RouteObject[] = table.map((meta) => {
    const load = loaderFor(meta);
    const lazy = async () => {
      const page = await load();
      return { element: <RoutePage key={meta.path} meta={meta} page={page} /> };
    };
    const handle: RouteHandle = { meta };
    return meta.path === '/' ? { index: true, lazy, handle } : { path: meta.path, lazy, handle };
  });
  children.push({ path: '*', element: <NotFoundPage /> });
  return children;
}

export function buildRouteTable(): RouteObject[] {
  return [
    {
      path: '/',
      element: (
        <>
          <NavigationProgress />
          <RootLayout />
        </>
      ),
      errorElement: <RootErrorBoundary />,
      // Shown only on the first load, while the page's chunk arrives (the server preloads it with
      // the entry, so this is brief): the page background, so nothing jumps when the page appears.
      hydrateFallbackElement: <div className="min-h-dvh" aria-busy="true" />,
      children: buildPageRoutes(),
    },
  ];
}
