import routeTable from './routes.json';

/** Who may open a route: the server reads the same table (routes.json). */
export type Access = 'public' | 'gated' | 'auth' | 'admin' | 'moderator';

export interface RouteMeta {
  path: string;
  title: string;
  description: string;
  access: Access;
  heading: string;
  /** The release that brings this page's feature; the page says so until then. */
  comingIn?: string;
}

const ACCESS: readonly Access[] = ['public', 'gated', 'auth', 'admin', 'moderator'];

function isAccess(value: string): value is Access {
  return (ACCESS as readonly string[]).includes(value);
}

export const routes: readonly RouteMeta[] = routeTable.map((entry) => {
  if (!isAccess(entry.access)) {
    throw new Error(`routes.json: unknown access '${entry.access}' for ${entry.path}`);
  }
  return { ...entry, access: entry.access };
});

export function findRoute(path: string): RouteMeta | undefined {
  return routes.find((r) => r.path === path);
}

/** Paths where a banned session may stay (everything else sends it to /banned). */
export const BANNED_ALLOWED_PATHS: readonly string[] = ['/banned', '/logout', '/terms'];

/** Account pages a signed-in user may use before confirming the age gate. */
export const AGE_GATE_EXEMPT_PATHS: readonly string[] = [
  '/banned',
  '/logout',
  '/terms',
  '/error',
  '/login',
  '/signup',
  '/age-verification/finalize',
];

/** The document title of a page; the server renders the same one into the HTML. */
export function pageTitle(title: string): string {
  return title.includes('Nocturne') ? title : `${title} — Nocturne`;
}
