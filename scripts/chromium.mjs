import { existsSync } from 'node:fs';

/** Flags for headless Chromium as root on a machine with no network but the registries. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Where Debian's chromium-headless-shell package puts the old headless shell. */
export const HEADLESS_SHELL_PATHS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];

/**
 * The browser binary for a run. CHROMIUM_PATH, when set, is used for everything. Otherwise Debian's Chromium
 * (Playwright's own browser download fails here), or, with `headlessShell`, Debian's chromium-headless-shell when
 * it is installed: the old headless mode, which Playwright itself uses for headless runs. It has no browser UI
 * and no GPU process, and on this 2-core machine it took the end-to-end access-methods file from 2.2 to 1.3 min
 * (Chromium's own CPU time from 135 s to 59 s). It shapes Arabic text slightly differently, so the visual
 * baselines and the benchmarks keep full Chromium; end-to-end tests, which compare no pixels, use the shell.
 */
export function chromiumPath({ headlessShell = false } = {}) {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (headlessShell) {
    const shell = HEADLESS_SHELL_PATHS.find((path) => existsSync(path));
    if (shell) return shell;
  }
  const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => existsSync(path)) ?? candidates[0];
}
