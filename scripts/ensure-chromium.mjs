// Finds Chromium at CHROMIUM_PATH or /usr/bin/chromium; as root on Debian, installs the chromium package.
import { existsSync } from 'node:fs';
import { commandExists, isRoot, run } from './run.mjs';

export async function ensureChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (existsSync(configured)) return 0;
    console.error(`CHROMIUM_PATH is ${configured}, but there is no file there.`);
    return 1;
  }
  if (existsSync('/usr/bin/chromium')) return 0;
  if (isRoot() && commandExists('apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium package.");
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) return 1;
    return run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], { env });
  }
  console.error(
    'No Chromium found. Install it (Debian/Ubuntu: `sudo apt-get install chromium fonts-liberation`) or set ' +
      "CHROMIUM_PATH to a Chromium or Chrome binary. Playwright's own browser download is not used.",
  );
  return 1;
}
