import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root, storybookDir } from './paths';

/** Sources whose change makes a Storybook build stale. */
const sources = ['packages/ui/src', 'apps/admin/src', '.storybook', 'tailwind.config.ts', 'package.json'];

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

/**
 * Builds Storybook once for the whole run. With VISUAL_REUSE_BUILD=1 a build newer than every source is
 * kept (handy when running the suite twice in a row); otherwise it is always rebuilt.
 */
export default function globalSetup() {
  const index = join(storybookDir, 'index.json');
  if (process.env.VISUAL_REUSE_BUILD === '1' && existsSync(index)) {
    const built = statSync(index).mtimeMs;
    const changed = Math.max(
      ...sources
        .map((source) => join(root, source))
        .filter(existsSync)
        .map(newestChange),
    );
    if (built > changed) {
      console.log(`Visual tests: reusing the Storybook build in ${storybookDir}`);
      return;
    }
    console.log('Visual tests: the Storybook build is older than the sources, rebuilding');
  }
  const started = Date.now();
  execFileSync(process.execPath, [join(root, 'node_modules/storybook/dist/bin/dispatcher.js'), 'build', '-o', storybookDir, '--quiet'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  console.log(`Visual tests: Storybook built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
