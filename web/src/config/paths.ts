import { appOrigin } from './env';

/** Every route pattern of routes.json (a test keeps the two in step). */
export const routePatterns = [
  '/',
  '/terms',
  '/blog',
  '/blog/:slug',
  '/press',
  '/press/:slug',
  '/comparison/:slug',
  '/site/:slug',
  '/type',
  '/type/:slug',
  '/ai-hentai',
  '/ai-image-generator',
  '/ai-porn',
  '/free-ai-girlfriend',
  '/nsfw-ai-generator',
  '/nsfw-character-ai',
  '/nude-ai',
  '/undress-ai',
  '/character-ai-alternatives',
  '/janitor-ai-alternatives',
  '/landing/:id',
  '/banners',
  '/banners/160x600',
  '/banners/300x250',
  '/banners/320x50',
  '/banners/330x770',
  '/banners/728x90',
  '/banners/iframe-guide',
  '/login',
  '/signup',
  '/logout',
  '/banned',
  '/error',
  '/age-verification/finalize',
  '/sentry-test',
  '/directory',
  '/directory/:category',
  '/char/:id',
  '/choose-your-slut',
  '/landing-char',
  '/feed',
  '/u',
  '/u/:usernameOrUuid',
  '/u/:usernameOrUuid/connections',
  '/share/:id',
  '/photos/:id',
  '/image/:id',
  '/stream/:id',
  '/profile',
  '/profile/account',
  '/profile/notifications',
  '/create',
  '/custom',
  '/character-import',
  '/chat',
  '/chat/create',
  '/chat/:id',
  '/generate',
  '/edit/:id',
  '/avatar',
  '/save',
  '/secret-gallery',
  '/checkout',
  '/checkout/success',
  '/upgrade',
  '/admin',
  '/admin/customer',
  '/moderators',
  '/moderators/emergency',
] as const;

export type RoutePattern = (typeof routePatterns)[number];

type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

type Query = Record<string, string | number | undefined | null>;

/** Builds a path from a route pattern: `pathTo('/chat/:id', { id })`. */
export function pathTo<P extends RoutePattern>(
  pattern: P,
  ...[params, query]: ParamNames<P> extends never ? [undefined?, Query?] : [PathParams<P>, Query?]
): string {
  const values = (params ?? {}) as Record<string, string>;
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`pathTo: missing ':${name}' for ${pattern}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** An absolute link from the application's own origin (spec 2, Links). */
export function absoluteUrl(path: string): string {
  return new URL(path, appOrigin()).toString();
}

/** The path to return to after logging in; only same-site relative paths are trusted. */
export function safeNext(next: string | null | undefined, fallback = '/'): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return fallback;
  }
  return next;
}

export function loginPath(next?: string): string {
  return pathTo('/login', undefined, { next: next && next !== '/' ? next : undefined });
}
