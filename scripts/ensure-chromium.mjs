// Finds Chromium at CHROMIUM_PATH or /usr/bin/chromium; as root on Debian, installs the chromium package, and the
// chromium-headless-shell package the end-to-end tests prefer (scripts/chromium.mjs). Without the shell they run
// in full Chromium, only slower.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { HEADLESS_SHELL_PATHS } from './chromium.mjs';
import { commandExists, isRoot, run } from './run.mjs';

const aptEnv = { DEBIAN_FRONTEND: 'noninteractive' };
const canInstall = () => isRoot() && commandExists('apt-get');

/** The installed version of a Debian package, or null. */
function installedVersion(name) {
  return new Promise((resolve) => {
    execFile('dpkg-query', ['-W', '-f=${Version}', name], (error, stdout) => resolve(error || !stdout.trim() ? null : stdout.trim()));
  });
}

export async function ensureChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (existsSync(configured)) return 0;
    console.error(`CHROMIUM_PATH is ${configured}, but there is no file there.`);
    return 1;
  }
  let updated = false;
  const install = async (packages) => {
    if (!updated && (await run('apt-get', ['update', '-qq'], { env: aptEnv })) !== 0) return 1;
    updated = true;
    return run('apt-get', ['install', '-y', '-qq', ...packages], { env: aptEnv });
  };
  if (!existsSync('/usr/bin/chromium')) {
    if (!canInstall()) {
      console.error(
        'No Chromium found. Install it (Debian/Ubuntu: `sudo apt-get install chromium chromium-headless-shell fonts-liberation`) ' +
          "or set CHROMIUM_PATH to a Chromium or Chrome binary. Playwright's own browser download is not used.",
      );
      return 1;
    }
    console.log("Chromium is missing: installing Debian's chromium package.");
    const code = await install(['chromium', 'fonts-liberation']);
    if (code !== 0) return code;
  }
  // The shell is an optimisation: without it the end-to-end tests run in full Chromium.
  if (!HEADLESS_SHELL_PATHS.some((path) => existsSync(path)) && canInstall()) {
    // The shell of the installed Chromium's own version: installing it never upgrades the Chromium the visual
    // baselines were taken with.
    const version = await installedVersion('chromium');
    const shell = version ? `chromium-headless-shell=${version}` : 'chromium-headless-shell';
    console.log(`Installing ${shell} for the end-to-end tests.`);
    if ((await install([shell])) !== 0 || !HEADLESS_SHELL_PATHS.some((path) => existsSync(path)))
      console.log('chromium-headless-shell could not be installed: the end-to-end tests run in full Chromium.');
  }
  return 0;
}
