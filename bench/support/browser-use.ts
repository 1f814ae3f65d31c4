import type { PlaywrightTestConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import e2e from '../../tests/e2e/playwright.config';

/**
 * The browser settings of the Playwright benchmarks (round trips, interactions): the end-to-end set-up without
 * tracing, video and screenshots (they run in the page, DOM snapshots at every action, and would be measured too),
 * in full Chromium as people run it (the end-to-end tests' headless shell has no GPU process and no browser UI).
 */
export const benchUse: PlaywrightTestConfig['use'] = {
  ...e2e.use,
  trace: 'off',
  video: 'off',
  screenshot: 'off',
  launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
};
