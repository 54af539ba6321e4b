import type { RouteObject } from 'react-router';
import { RootLayout } from '@/components/layouts/root-layout';
import { type RouteMeta, routes } from '@/config/routes';
import { NotFoundPage } from './not-found-page';
import { pages } from './pages';
import { RootErrorBoundary } from './root-error-boundary';
import { RoutePage } from './route-page';
import { ComingLaterPage } from './routes/public/coming-later-page';

export interface RouteHandle {
  meta: RouteMeta;
}

function pageFor(meta: RouteMeta) {
  const page = pages[meta.path as keyof typeof pages];
  if (page) return page;
  if (meta.comingIn) return ComingLaterPage;
  throw new Error(`routes.json: ${meta.path} has no page and no 'comingIn'`);
}

/** One route object per routes.json entry, plus the 404 page. */
export function buildPageRoutes(table: readonly RouteMeta[] = routes): RouteObject[] {
  const children: RouteObject[] = table.map((meta) => {
    const element = <RoutePage key={meta.path} meta={meta} page={pageFor(meta)} />;
    const handle: RouteHandle = { meta };
    return meta.path === '/'
      ? { index: true, element, handle }
      : { path: meta.path, element, handle };
  });
  children.push({ path: '*', element: <NotFoundPage /> });
  return children;
}

export function buildRouteTable(): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RootErrorBoundary />,
      children: buildPageRoutes(),
    },
  ];
}
