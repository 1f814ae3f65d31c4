import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { SecuritySequencer } from './tests/security/sequencer.ts';

export default defineConfig({
  test: {
    // tests/security/eba-order.test.ts submits Demo University's EBA order for good: it runs after every other file
    // (a project cannot have a sequencer of its own).
    sequence: { sequencer: SecuritySequencer },
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: [
            'apps/admin/src/**/*.test.{ts,tsx}',
            'apps/admin/build/**/*.test.ts',
            'packages/ui/src/**/*.test.{ts,tsx}',
            'packages/rules/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          setupFiles: ['./scripts/vitest-setup.ts'],
        },
      },
      {
        test: {
          name: 'gateway',
          environment: 'node',
          include: ['apps/gateway/src/**/*.test.ts'],
          globalSetup: ['apps/gateway/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 180_000,
          pool: 'forks',
        },
      },
      {
        test: {
          // Attacks on the built gateway running in production mode (tests/security/global-setup.ts starts it).
          name: 'security',
          environment: 'node',
          include: ['tests/security/**/*.test.ts'],
          globalSetup: ['tests/security/global-setup.ts'],
          // One gateway and one database: files run one after the other so one's writes cannot race another's reads.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['./.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
