#!/usr/bin/env node
// npm start: install, build the console and the gateway, then serve both with demo data on the embedded
// database (PORT, DATA_DIR, DATABASE_URL, PROVIDER_NAME and DEMO_DATA are passed through).
import { pnpm, root, run } from './run.mjs';

const steps = [
  ['Installing dependencies', () => pnpm(['install', '--frozen-lockfile', '--reporter=silent'])],
  [
    'Building the console and the gateway',
    () => pnpm(['-r', '--filter', '@console/admin', '--filter', '@console/gateway', 'run', 'build']),
  ],
];
for (const [label, step] of steps) {
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
