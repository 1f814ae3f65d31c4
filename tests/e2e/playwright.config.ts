import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4310);
const root = new URL('../../', import.meta.url).pathname;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Two workers, their browsers and the gateway share two cores: flows with a poll interval or five injected faults
  // run 25-35 s there, so a test has a minute (test.slow() triples it for the longest).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: true,
  outputDir: `${root}.tmp/e2e-results`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    // The old headless shell where installed (scripts/chromium.mjs): no pixels are compared here, and it costs Chromium
    // less than half the CPU time of full Chromium.
    launchOptions: { executablePath: chromiumPath({ headlessShell: true }), args: chromiumArgs },
  },
  webServer: {
    command: `node tests/support/fresh-gateway.mjs`,
    cwd: root,
    url: `http://127.0.0.1:${port}/admin/`,
    reuseExistingServer: false,
    // The demo seed sends its usage through the ingest pipeline (about a minute on a quiet 2-core machine).
    timeout: 300_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `${root}.tmp/e2e-data`,
      NODE_ENV: 'development',
      PROVIDER_NAME: 'JSTOR',
      // Test-only paths (modules/reports/test-hooks.ts: a schedule's run on demand; modules/eba/test-hooks.ts: an EBA
      // participant of a test's own); ignored in production.
      E2E_TEST_HOOKS: '1',
    },
  },
});
