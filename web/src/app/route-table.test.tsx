import { describe, expect, it } from 'vitest';
import { routePatterns } from '@/config/paths';
import { pageTitle, routes } from '@/config/routes';
import routeTable from '@/config/routes.json';
import { pages } from './pages';
import { buildPageRoutes, buildRouteTable, type RouteHandle } from './route-table';

describe('route table', () => {
  it('has a router entry for every route in routes.json', () => {
    const entries = buildPageRoutes();
    const routed = new Set(
      entries.map((r) => (r.index ? '/' : r.path)).filter((p): p is string => Boolean(p)),
    );
    for (const route of routeTable) {
      expect(routed.has(route.path), route.path).toBe(true);
    }
    expect(routed.has('*')).toBe(true);
    expect(entries).toHaveLength(routeTable.length + 1);
  });

  it('keeps each entry of routes.json as the route handle', () => {
    const handles = buildPageRoutes()
      .map((r) => (r.handle as RouteHandle | undefined)?.meta.path)
      .filter(Boolean);
    expect(handles).toEqual(routeTable.map((r) => r.path));
  });

  it('mounts every page under the root layout with an error boundary', () => {
    const [root] = buildRouteTable();
    expect(root?.errorElement).toBeTruthy();
    expect(root?.children).toHaveLength(routeTable.length + 1);
  });

  it('gives a page to every route that is not marked comingIn', () => {
    for (const route of routes) {
      if (!route.comingIn) expect(pages[route.path as keyof typeof pages], route.path).toBeTruthy();
    }
  });

  it('has valid access values, a title and a heading everywhere', () => {
    for (const route of routes) {
      expect(['public', 'gated', 'auth', 'admin', 'moderator']).toContain(route.access);
      expect(route.title.length, route.path).toBeGreaterThan(0);
      expect(route.heading.length, route.path).toBeGreaterThan(0);
    }
  });

  it('config/paths.ts lists exactly the patterns of routes.json', () => {
    expect([...routePatterns].sort()).toEqual(routeTable.map((r) => r.path).sort());
  });
});

describe('page titles', () => {
  it("match the server rule: the title, plus ' — Nocturne' unless it names Nocturne", () => {
    expect(pageTitle('Blog')).toBe('Blog — Nocturne');
    expect(pageTitle('Nocturne — AI companions for adults')).toBe(
      'Nocturne — AI companions for adults',
    );
  });
});
