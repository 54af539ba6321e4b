import { createContext, type ReactNode, useContext, useEffect } from 'react';
import type { RouteMeta } from '@/config/routes';

const RouteMetaContext = createContext<RouteMeta | null>(null);

export function RouteMetaProvider({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  return <RouteMetaContext.Provider value={meta}>{children}</RouteMetaContext.Provider>;
}

/** The routes.json entry of the page being shown. */
export function useRouteMeta(): RouteMeta {
  const meta = useContext(RouteMetaContext);
  if (!meta) throw new Error('useRouteMeta must be used inside a routed page');
  return meta;
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
