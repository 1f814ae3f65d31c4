#!/usr/bin/env node
// npm start: install, build the console and the gateway, then serve both with demo data on the embedded
// database (PORT, DATA_DIR, DATABASE_URL, PROVIDER_NAME and DEMO_DATA are passed through). On an installed,
// built checkout the install and the builds are skipped while nothing they depend on changed (start-freshness.mjs),
// so the first page is served within seconds; `npm start -- --rebuild` does both anyway.
import { isBuilt, isInstalled } from './start-freshness.mjs';
import { pnpm, root, run } from './run.mjs';

const force = process.argv.includes('--rebuild');

const steps = [
  ['Installing dependencies', () => pnpm(['install', '--frozen-lockfile', '--reporter=silent'])],
  [
    'Building the console and the gateway',
    // Always a production bundle, whatever NODE_ENV the gateway is started with below: Vite takes NODE_ENV from the
    // environment when it is set, and NODE_ENV=development there builds React's development code (bench/start-up
    // runs `npm start` so; the console it built was 50% larger and its pages' TBT doubled).
    () => pnpm(['-r', '--filter', '@console/admin', '--filter', '@console/gateway', 'run', 'build'], { env: { NODE_ENV: 'production' } }),
  ],
];
const upToDate = [() => isInstalled(root), () => isBuilt(root)];
for (const [index, [label, step]] of steps.entries()) {
  if (!force && upToDate[index]()) {
    console.log(`\n▶ ${label}: up to date, skipped`);
    continue;
  }
  console.log(`\n▶ ${label}`);
  const code = await step();
  if (code !== 0) {
    console.error(`✖ ${label} failed (exit ${code}).`);
    process.exit(code);
  }
}
console.log('\n▶ Starting the gateway');
const code = await run(process.execPath, ['apps/gateway/dist/bin.js'], {
  cwd: root,
  env: { NODE_ENV: process.env.NODE_ENV ?? 'development' },
});
process.exit(code);
