import { defineConfig } from '@playwright/test';
import e2e from '../../tests/e2e/playwright.config';
import { benchUse } from '../support/browser-use';

/**
 * bench/round-trips: the data requests of every route's page load, per role, against the built console and a
 * gateway on a fresh data folder with the demo data (the end-to-end set-up). Not part of `npm test`;
 * `npm run bench:round-trips` (build first).
 */
export default defineConfig({
  ...e2e,
  testDir: '.',
  testMatch: '*.bench.ts',
  outputDir: new URL('../../.tmp/bench-round-trips', import.meta.url).pathname,
  workers: 1,
  fullyParallel: false,
  reporter: 'list',
  timeout: 300_000,
  use: benchUse,
});
