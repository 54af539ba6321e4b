import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

/** Where the table lands in the build output, beside Vite's manifest. */
export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';

export interface Files {
  js: string[];
  css: string[];
  /** npm packages whose code is in those chunks (e.g. `ai`, `react-markdown`). */
  packages: string[];
  /** Page modules (src/app/routes/...) in those chunks. */
  pages: string[];
}

export interface RouteChunks {
  /** What index.html loads on every route. */
  entry: Files;
  /** Per routes.json pattern: everything a first visit of that route loads (entry included). */
  routes: Record<string, Files>;
}

interface RouteMeta {
  path: string;
  comingIn?: string;
}

// `'/chat/:id': () => import('./routes/app/chat-page')` and `comingLater: () => import(...)`.
const LOADER = /(?:'([^']+)'|(\w+)):\s*\(\)\s*=>\s*import\('(\.[^']+)'\)/g;

function resolveModule(dir: string, spec: string): string {
  for (const ext of ['.tsx', '.ts']) {
    const file = resolve(dir, spec + ext);
    if (existsSync(file)) return file;
  }
  throw new Error(`pages.ts imports ${spec}, which is neither a .tsx nor a .ts file`);
}

const PACKAGE = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//;
const PAGE = /\/src\/(app\/routes\/.+)$/;

/** The chunk and everything it imports statically: what the browser fetches to run it. */
function closure(bundle: OutputBundle, roots: OutputChunk[]): Files {
  const js = new Set<string>();
  const css = new Set<string>();
  const packages = new Set<string>();
  const pages = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (js.has(chunk.fileName)) return;
    js.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const [id, module] of Object.entries(chunk.modules)) {
      if (module.renderedLength === 0) continue;
      const name = PACKAGE.exec(id)?.[1];
      if (name) packages.add(name);
      const page = PAGE.exec(id)?.[1];
      if (page) pages.add(page);
    }
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  roots.forEach(visit);
  const sorted = (set: Set<string>) => [...set].sort();
  return { js: sorted(js), css: sorted(css), packages: sorted(packages), pages: sorted(pages) };
}

/**
 * Writes dist/.vite/route-chunks.json: for each route of the spec (src/config/routes.json), the JS
 * and CSS a first visit downloads: the entry and the route's lazy page chunk, each with its static
 * imports. The server uses it to preload a route's chunks from the HTML; the byte-budget test and
 * bench/web_weight.py measure it. The route-to-page table comes from src/app/pages.ts.
 */
export function routeChunks(root: string): Plugin {
  const pagesFile = resolve(root, 'src/app/pages.ts');
  const routesFile = resolve(root, 'src/config/routes.json');
  return {
    name: 'nocturne:route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
      const entries = chunks.filter((c) => c.isEntry);
      // A page's chunk is the one holding its module (small chunks may be merged into another).
      const byModule = new Map(chunks.flatMap((c) => c.moduleIds.map((id) => [id, c] as const)));
      const loaders = new Map<string, OutputChunk>();
      for (const [, path, key, spec] of readFileSync(pagesFile, 'utf8').matchAll(LOADER)) {
        const module = resolveModule(resolve(pagesFile, '..'), spec as string);
        const chunk = byModule.get(module);
        if (!chunk) throw new Error(`pages.ts: ${spec} is in no chunk of the build`);
        loaders.set((path ?? key) as string, chunk);
      }
      const entry = closure(bundle, entries);
      const routes: Record<string, Files> = {};
      const table: RouteMeta[] = JSON.parse(readFileSync(routesFile, 'utf8'));
      for (const meta of table) {
        const page = loaders.get(meta.path) ?? (meta.comingIn ? loaders.get('comingLater') : null);
        if (!page) throw new Error(`pages.ts: no page loader for ${meta.path}`);
        routes[meta.path] = closure(bundle, [...entries, page]);
      }
      const source = `${JSON.stringify({ entry, routes } satisfies RouteChunks, null, 2)}\n`;
      this.emitFile({ type: 'asset', fileName: ROUTE_CHUNKS_FILE, source });
    },
  };
}
