// The web app's byte budgets (issue 8, web weight), on the built app: run after `npm run build`
// (make test-web-weight). Bytes are deterministic for a given build; no time is asserted here.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import routeTable from '../src/config/routes.json' with { type: 'json' };
import budgets from '../weight-budgets.json' with { type: 'json' };
import { ROUTE_CHUNKS_FILE, type RouteChunks } from './route-chunks';

const dist = new URL('../dist/', import.meta.url);
const tableFile = new URL(ROUTE_CHUNKS_FILE, dist);
const KB = 1000;

function load(): RouteChunks {
  assert.ok(existsSync(tableFile), `${tableFile.pathname} is missing: run 'npm run build' first`);
  return JSON.parse(readFileSync(tableFile, 'utf8'));
}

const gzipped = new Map<string, number>();
function gzipBytes(files: string[]): number {
  let total = 0;
  for (const file of files) {
    if (!gzipped.has(file)) {
      gzipped.set(file, gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length);
    }
    total += gzipped.get(file) ?? 0;
  }
  return total;
}

function jsBudget(path: string, access: string): number {
  const named = budgets.maxJsGzipKB as Record<string, number>;
  return (named[path] ?? (access === 'public' ? named.public : named.other) ?? 0) * KB;
}

describe('web weight budgets (gzipped bytes of a first visit)', () => {
  const table = load();

  it('lists every route of the spec', () => {
    assert.deepEqual(Object.keys(table.routes).sort(), routeTable.map((r) => r.path).sort());
  });

  for (const route of routeTable) {
    it(`${route.path} stays within its JS and CSS budget`, () => {
      const files = table.routes[route.path];
      assert.ok(files, route.path);
      const js = gzipBytes(files.js);
      const budget = jsBudget(route.path, route.access);
      assert.ok(js <= budget, `${route.path}: ${js} bytes of gzipped JS, budget ${budget}`);
      const css = gzipBytes(files.css);
      assert.ok(css <= budgets.maxCssGzipKB * KB, `${route.path}: ${css} bytes of gzipped CSS`);
    });
  }

  it('keeps the AI SDK and the markdown renderer on the routes that use them', () => {
    for (const [pkg, allowed] of Object.entries(budgets.onlyOn)) {
      const on = Object.entries(table.routes)
        .filter(([, files]) => files.packages.includes(pkg))
        .map(([path]) => path);
      assert.ok(on.length > 0, `${pkg} is on no route: is the table stale?`);
      assert.deepEqual(
        on.filter((p) => !allowed.includes(p)),
        [],
        `${pkg} loads on routes that do not use it`,
      );
    }
  });

  it('keeps staff pages apart', () => {
    for (const [path, files] of Object.entries(table.routes)) {
      const staff = files.pages.filter((p) => p.startsWith('app/routes/staff/'));
      if (budgets.staffPagesOnlyOn.includes(path)) assert.equal(staff.length, 1, path);
      else assert.deepEqual(staff, [], `${path} loads staff pages`);
    }
  });

  it('loads only the entry on the first paint of no route: each route adds its own page chunk', () => {
    for (const [path, files] of Object.entries(table.routes)) {
      const own = files.js.filter((f) => !table.entry.js.includes(f));
      assert.ok(own.length > 0, `${path} has no chunk of its own`);
    }
    assert.deepEqual(table.entry.pages, [], 'no page is in the entry chunk');
  });
});
