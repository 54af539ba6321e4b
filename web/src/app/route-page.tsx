import type { ComponentType } from 'react';
import { pageTitle, type RouteMeta } from '@/config/routes';
import { RouteMetaProvider, useDocumentTitle } from '@/lib/route-meta';
import { RouteGuard } from './route-guard';

/** One routes.json entry on screen: title, guard, then the page. */
export function RoutePage({ meta, page: Page }: { meta: RouteMeta; page: ComponentType }) {
  useDocumentTitle(pageTitle(meta.title));
  return (
    <RouteMetaProvider meta={meta}>
      <RouteGuard meta={meta}>
        <Page />
      </RouteGuard>
    </RouteMetaProvider>
  );
}
