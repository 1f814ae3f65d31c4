import { defineConfig } from '@playwright/test';
import e2e from '../../tests/e2e/playwright.config';
import { benchUse } from '../support/browser-use';

/**
 * bench/interactions: main-thread work of interactions at 4× CPU slowdown, in Chromium against the built
 * console and a gateway on a fresh data folder with DEMO_DATA=large (the end-to-end set-up). One worker: other browsers sharing the
 * CPU would stretch the task times. Not part of `npm test`; `npm run bench:interactions` (build first).
 */
export default defineConfig({
  ...e2e,
  testDir: '.',
  testMatch: '*.bench.ts',
  outputDir: new URL('../../.tmp/bench-interactions', import.meta.url).pathname,
  workers: 1,
  fullyParallel: false,
  reporter: 'list',
  use: benchUse,
  // The large accounts of DEMO_DATA=large (seed/large.ts) on a data folder of its own; seeding them takes longer.
  webServer: {
    ...(e2e.webServer as Exclude<typeof e2e.webServer, unknown[] | undefined>),
    timeout: 300_000,
    env: {
      ...(e2e.webServer as { env: Record<string, string> }).env,
      DATA_DIR: new URL('../../.tmp/bench-interactions-data', import.meta.url).pathname,
      DEMO_DATA: 'large',
    },
  },
});
