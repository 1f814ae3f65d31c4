#!/usr/bin/env node
// bench/primitives: what each design-system primitive costs an app that imports it alone. For every export
// group of packages/ui/src/index.ts (and index-*.ts until they are merged into it), bundles a one-line
// entry re-exporting just that group with esbuild (minified, NODE_ENV=production, react and react-dom
// external) and prints the minified and gzip -9 sizes. Shared code (cn: clsx + tailwind-merge, Radix
// internals) is counted in every group that uses it; "own" subtracts the cn baseline.
//   node bench/primitives.mjs [--json]
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

const root = new URL('../', import.meta.url).pathname;
const src = `${root}packages/ui/src/`;
// esbuild is installed for the apps, not at the root: resolve it from the gateway or pnpm's hoisted folder.
const require = createRequire(`${root}apps/gateway/package.json`);
let esbuild;
try {
  esbuild = require('esbuild');
} catch {
  esbuild = createRequire(`${root}node_modules/.pnpm/node_modules/`)('esbuild');
}

const indexFiles = [
  'index.ts',
  ...readdirSync(src)
    .filter((name) => /^index-.+\.ts$/.test(name))
    .sort(),
];

/** `export { A, type B, c as d } from './x/y'` statements, in file order; type-only specifiers dropped. */
function exportGroups(file) {
  const text = readFileSync(`${src}${file}`, 'utf8').replace(/\/\/.*$/gm, '');
  const groups = [];
  for (const match of text.matchAll(/export\s+(type\s+)?(\*|\{([^}]*)\})\s*from\s*['"]([^'"]+)['"]/g)) {
    const [, typeOnly, star, clause, from] = match;
    if (typeOnly) continue;
    const names =
      star === '*'
        ? ['*']
        : clause
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s && !s.startsWith('type '));
    if (names.length) groups.push({ index: file, from: from.replace(/^\.\//, ''), names });
  }
  return groups;
}

async function measure(contents) {
  const result = await esbuild.build({
    stdin: { contents, loader: 'ts', resolveDir: src, sourcefile: 'entry.ts' },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    treeShaking: true,
    external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const entry = (group) =>
  group.names[0] === '*' ? `export * from './${group.from}';` : `export { ${group.names.join(', ')} } from './${group.from}';`;

const groups = indexFiles.flatMap(exportGroups);
const rows = [];
for (const group of groups) rows.push({ ...group, ...(await measure(entry(group))) });
const all = await measure(groups.map(entry).join('\n'));
const baseline = rows.find((row) => row.from === 'lib/cn')?.gzip ?? 0;

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ groups: rows, all, baseline }, null, 2));
  process.exit(0);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const list = (names) => {
  const shown = names
    .slice(0, 4)
    .map((n) => n.replace(/^.* as /, ''))
    .join(', ');
  return names.length > 4 ? `${shown}, +${names.length - 4}` : shown;
};
const table = [
  ['Index', 'Module', 'Exports', 'Minified', 'Gzip -9', 'Own (gzip - cn)'],
  ...rows.map((row) => [
    row.index,
    row.from,
    list(row.names),
    kb(row.min),
    kb(row.gzip),
    row.from === 'lib/cn' ? '(baseline)' : kb(Math.max(0, row.gzip - baseline)),
  ]),
  ['', 'everything above', '', kb(all.min), kb(all.gzip), ''],
];
const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
const numeric = new Set([3, 4, 5]);
const line = (row) =>
  row.map((cell, column) => (numeric.has(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ');
console.log('Cost of importing one export group alone (react and react-dom external):\n');
console.log(line(table[0]));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of table.slice(1, -1)) console.log(line(row));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
console.log(line(table.at(-1)));
console.log(
  `BENCH ${JSON.stringify({ figure: 'every primitive together (gzip, no budget)', value: +(all.gzip / 1024).toFixed(1), unit: 'kB', budget: null })}`,
);
