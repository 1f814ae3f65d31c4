import { describe, expect, it } from 'vitest';
import { isAppPath, paths } from '../config/paths';
import { routeRequestsOf } from './route-requests';
import { ROUTES, routeOf } from './route-table';

// Moved from config/pages.test.ts when the page table became the route table.
describe('route table', () => {
  it('finds a route for every path of the console, and its path leads back to it', () => {
    for (const path of Object.values(paths)) {
      const route = routeOf(path);
      expect(route, path).toBeDefined();
      expect(routeOf(route!.path)).toBe(route);
    }
  });

  it('has one entry per route, each with a path of config/paths.ts', () => {
    expect(ROUTES).toHaveLength(16);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
    for (const route of ROUTES) expect(isAppPath(route.path), route.path).toBe(true);
  });

  it('uses the title suffixes of the route tables', () => {
    expect(routeOf(paths.counter51)?.title).toBe('COUNTER 5.1 Usage Reports');
    expect(routeOf(paths.publisherReports)?.title).toBe('Publisher Usage Reports');
    expect(routeOf(paths.bookReports)?.title).toBe('Books Reports');
    expect(routeOf(paths.holdings)?.title).toBe('Holdings Summary');
    expect(routeOf(paths.root)?.title).toBe('Home');
  });

  it('has no route for unknown paths, nor for a known page name under another path', () => {
    expect(routeOf('/no-such-page')).toBeUndefined();
    expect(routeOf('/home/extra')).toBeUndefined();
    expect(isAppPath('/no-such-page')).toBe(false);
  });

  it("gives Home early requests, under its path and its alias, so its queries leave with the app's code", async () => {
    expect(routeRequestsOf(paths.home)).toBeTypeOf('function');
    expect(routeRequestsOf(paths.root)).toBe(routeRequestsOf(paths.home));
    expect(typeof (await routeRequestsOf(paths.home)!()).start).toBe('function');
    expect(routeRequestsOf('/no-such-page')).toBeUndefined();
  });
});
