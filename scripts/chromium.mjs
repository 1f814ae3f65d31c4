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

/** Chromium from CHROMIUM_PATH or Debian's package; Playwright's own browser download fails here. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((path) => existsSync(path)) ?? candidates[0];
}
