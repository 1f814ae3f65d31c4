#!/usr/bin/env node
// Type-checks every TypeScript project of the workspace, one tsc run each.
import { existsSync } from 'node:fs';
import { root, run } from './run.mjs';

const projects = ['packages/ui', 'packages/graphql', 'packages/rules', 'apps/admin', 'apps/gateway', 'tests', '.storybook', '.'].filter(
  (p) => existsSync(`${root}${p}/tsconfig.json`),
);
let failed = 0;
for (const project of projects) {
  const code = await run(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', `${project}/tsconfig.json`]);
  if (code !== 0) {
    console.error(`tsc failed for ${project}`);
    failed += 1;
  }
}
process.exit(failed ? 1 : 0);
