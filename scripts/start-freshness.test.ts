import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the scripts, without type declarations
import { isBuilt, isInstalled } from './start-freshness.mjs';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes a file with a modification time `minutes` after a fixed instant. */
function file(path: string, minutes: number): void {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, '');
  const time = new Date(Date.UTC(2026, 0, 1) + minutes * 60_000);
  utimesSync(full, time, time);
}

function checkout(): void {
  root = mkdtempSync(join(tmpdir(), 'start-freshness-'));
  file('package.json', 0);
  file('pnpm-lock.yaml', 0);
  file('apps/admin/src/main.tsx', 1);
  file('apps/gateway/src/bin.ts', 1);
  file('packages/ui/src/index.ts', 1);
}

describe('what npm start may skip', () => {
  it('nothing on a fresh clone', () => {
    checkout();
    expect(isInstalled(root)).toBe(false);
    expect(isBuilt(root)).toBe(false);
  });

  it('the install and the builds once both are newer than what they come from', () => {
    checkout();
    file('node_modules/.modules.yaml', 2);
    file('apps/admin/dist/index.html', 3);
    file('apps/gateway/dist/bin.js', 3);
    expect(isInstalled(root)).toBe(true);
    expect(isBuilt(root)).toBe(true);
  });

  it('builds again after a source changed, installs again after the lockfile changed', () => {
    checkout();
    file('node_modules/.modules.yaml', 2);
    file('apps/admin/dist/index.html', 3);
    file('apps/gateway/dist/bin.js', 3);
    file('packages/ui/src/button/button.tsx', 4);
    file('pnpm-lock.yaml', 4);
    expect(isBuilt(root)).toBe(false);
    expect(isInstalled(root)).toBe(false);
  });

  it('a data folder or a build output newer than the build is not a source', () => {
    checkout();
    file('apps/admin/dist/index.html', 3);
    file('apps/gateway/dist/bin.js', 3);
    file('apps/gateway/.data/gateway.lock', 9);
    file('apps/admin/node_modules/x/index.js', 9);
    expect(isBuilt(root)).toBe(true);
  });

  it('one build missing is not built', () => {
    checkout();
    file('apps/admin/dist/index.html', 3);
    expect(isBuilt(root)).toBe(false);
  });
});
