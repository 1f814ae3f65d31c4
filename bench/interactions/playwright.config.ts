import { defineConfig } from '@playwright/test';
import e2e from '../../tests/e2e/playwright.config';

/**
 * bench/interactions: main-thread work of interactions at 4× CPU slowdown, in Chromium against the built
 * console and a gateway on a fresh data folder (the end-to-end set-up). One worker: other browsers sharing the
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
  // Tracing, video and screenshots run in the page (DOM snapshots at every action): they would be measured too.
  use: { ...e2e.use, trace: 'off', video: 'off', screenshot: 'off' },
});
