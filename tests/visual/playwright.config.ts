import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { port, root, storybookDir } from './paths';

/**
 * Visual regression of every story: Storybook is built once (global-setup.ts), served statically
 * (serve.mjs), and each story's canvas is compared with its baseline in __screenshots__/ after its play
 * function ran. Regenerate the baselines with `npm run test:visual:update` and commit them.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'stories.spec.ts',
  globalSetup: './global-setup.ts',
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixelRatio: 0.001 },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: `${root}tests/visual/__output__`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  webServer: {
    command: 'node tests/visual/serve.mjs',
    cwd: root,
    url: `http://127.0.0.1:${port}/__ready`,
    reuseExistingServer: false,
    timeout: 15_000,
    env: { PORT: String(port), HOST: '127.0.0.1', STORYBOOK_DIR: storybookDir },
  },
});
