// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/config/paths';
import { routeCodeOf } from '../src/app/route-requests';
import { routePreloads, routeRequestModules, type ChunkInfo } from './route-preloads';

const root = fileURLToPath(new URL('../', import.meta.url));
const file = `${root}src/app/route-requests.ts`;

describe('routeRequestModules', () => {
  it("reads every entry of the real app/route-requests.ts: each path's screen and early requests, files that exist", () => {
    const routes = routeRequestModules(readFileSync(file, 'utf8'), file);
    // Exactly the paths the app itself starts early code for ('/' is Home's).
    const withCode = Object.values(paths).filter((path) => path !== paths.root && routeCodeOf(path) !== undefined);
    expect(Object.keys(routes).sort()).toEqual(withCode.sort());
    expect(withCode).toContain(paths.home);
    for (const [path, { screen, requests }] of Object.entries(routes)) {
      expect(routeCodeOf(path), path).toBeDefined();
      for (const module of [screen, requests])
        expect(
          ['.ts', '.tsx'].some((ext) => existsSync(`${module}${ext}`)),
          module,
        ).toBe(true);
    }
    expect(routes[paths.home]).toEqual({
      screen: `${root}src/app/screens/home-route`,
      requests: `${root}src/features/home/home-route-requests`,
    });
  });

  it('refuses an entry without both loaders, or a path config/paths.ts does not have', () => {
    expect(() => routeRequestModules("[paths.home]: { requests: () => import('./x') }", file)).toThrow(/no `screen/);
    expect(() => routeRequestModules("[paths.nowhere]: { screen: () => import('./a'), requests: () => import('./b') }", file)).toThrow(
      /paths.nowhere/,
    );
  });
});

describe('routePreloads', () => {
  const chunk = (
    fileName: string,
    modules: string[],
    imports: string[] = [],
    dynamicImports: string[] = [],
    isEntry = false,
  ): ChunkInfo => ({
    fileName,
    isEntry,
    moduleIds: modules.map((module) => `${root}${module}`),
    imports,
    dynamicImports,
  });
  const chunks = [
    chunk('assets/index.js', ['src/main.tsx'], ['assets/react.js'], ['assets/app.js', 'assets/shell.js'], true),
    chunk('assets/react.js', ['node_modules/react/index.js']),
    chunk('assets/app.js', ['src/app/signed-in-app.tsx'], ['assets/react.js', 'assets/query.js'], ['assets/route-table.js']),
    chunk('assets/query.js', ['node_modules/@tanstack/query-core/index.js']),
    chunk('assets/shell.js', ['src/app/shell/shell-layout.tsx'], ['assets/query.js']),
    chunk('assets/bell.js', ['src/features/notifications/components/notifications-menu.tsx'], ['assets/react.js']),
    chunk('assets/route-table.js', ['src/app/route-table.tsx'], [], ['assets/everything.js']),
    chunk('assets/home-route.js', ['src/app/screens/home-route.tsx'], ['assets/card.js'], ['assets/home-help.js']),
    chunk('assets/card.js', ['packages/ui/card.tsx']),
    chunk('assets/home-help.js', ['src/features/home/components/help.tsx']),
    chunk('assets/home-requests.js', ['src/features/home/home-route-requests.ts'], ['assets/home-chunks.js', 'assets/client.js']),
    chunk('assets/home-chunks.js', ['src/features/home/home-chunks.ts'], [], ['assets/dashboard.js', 'assets/welcome.js']),
    chunk('assets/client.js', ['src/lib/early-requests.ts'], [], ['assets/everything.js']),
    {
      ...chunk('assets/dashboard.js', ['src/features/home/components/institution-dashboard.tsx'], ['assets/card.js', 'assets/table.js']),
      facadeModuleId: `${root}src/features/home/components/institution-dashboard.tsx`,
    },
    chunk('assets/table.js', ['packages/ui/table.tsx']),
    {
      ...chunk('assets/welcome.js', ['src/features/home/components/welcome-modal.tsx'], ['assets/dialog.js', 'assets/card.js']),
      facadeModuleId: `${root}src/features/home/components/welcome-modal.tsx`,
    },
    chunk('assets/dialog.js', ['packages/ui/dialog.tsx']),
    chunk('assets/everything.js', ['src/features/reports/reports-screen.tsx']),
  ];
  const routes = {
    [paths.home]: { screen: `${root}src/app/screens/home-route`, requests: `${root}src/features/home/home-route-requests` },
  };

  it("lists the signed-in app's chunks, each route's screen and early requests, and apart, per module, the code those load", () => {
    const home = ['assets/card.js', 'assets/client.js', 'assets/home-chunks.js', 'assets/home-requests.js', 'assets/home-route.js'];
    // Each module the early requests import, with what it needs beyond the route's own files (card.js is there).
    const loaded = {
      'src/features/home/components/institution-dashboard.tsx': ['assets/dashboard.js', 'assets/table.js'],
      'src/features/home/components/welcome-modal.tsx': ['assets/dialog.js', 'assets/welcome.js'],
    };
    expect(routePreloads(chunks, root, routes)).toEqual({
      // Not bell.js: the notifications menu is asked for once the page has settled (app/shell/header.tsx).
      signedIn: ['assets/app.js', 'assets/query.js', 'assets/shell.js'],
      // Not home-help.js (the screen loads it later, when needed) nor everything.js (a dynamic import of shared
      // code outside Home's folder).
      routes: { [paths.home]: home, [paths.root]: home },
      loads: { [paths.home]: loaded, [paths.root]: loaded },
    });
  });

  it('fails the build when a listed module is in no chunk', () => {
    expect(() => routePreloads(chunks, root, { '/gone': { screen: `${root}src/gone`, requests: `${root}src/gone-requests` } })).toThrow(
      /no chunk holds/,
    );
  });
});
