#!/usr/bin/env node
// bench/size: gzipped JavaScript of the login route's initial load and of each lazily loaded route chunk,
// from the Vite manifest of a fresh production build. Exits 1 when a budget is broken.
//   node bench/size.mjs [--no-build]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const root = new URL('../', import.meta.url).pathname;
const dist = `${root}apps/admin/dist/`;
const BUDGETS = { loginInitial: 100 * 1024, homeRoute: 150 * 1024, chartChunk: 75 * 1024, route: 200 * 1024, css: 20 * 1024 };
const FORBIDDEN_IN_LOGIN = [/victory/, /@radix-ui\/react-dropdown-menu/, /@radix-ui\/react-menu/, /d3-/];

if (!process.argv.includes('--no-build') || !existsSync(`${dist}.vite/manifest.json`)) {
  execFileSync(process.execPath, [`${root}node_modules/vite/bin/vite.js`, 'build', '--logLevel', 'warn'], {
    cwd: `${root}apps/admin`,
    stdio: 'inherit',
  });
}
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
const gz = (file) => gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** The chunk keys a chunk pulls in statically (itself included). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}
const jsOf = (keys) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
const sum = (files) => files.reduce((total, file) => total + gz(file), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(entryKey);
const loginKey = Object.keys(manifest).find((k) => k.endsWith('features/login/login-screen.tsx'));
// The login screen is part of the entry when the boot imports it statically.
const login = loginKey && manifest[loginKey] ? closure(loginKey, new Set(entry)) : entry;
const loginFiles = jsOf(login);
const loginBytes = sum(loginFiles);

console.log('Login route, initial JavaScript (entry + login screen and their static imports):');
for (const file of loginFiles) console.log(`  ${kb(gz(file)).padStart(9)}  ${file}`);
console.log(`  ${kb(loginBytes).padStart(9)}  total (budget ${kb(BUDGETS.loginInitial)})`);

console.log('\nLazily loaded chunks (own size + static imports not already in the entry):');
const lazyKeys = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry);
for (const key of lazyKeys.sort()) {
  const own = [...closure(key)].filter((k) => !entry.has(k));
  console.log(`  ${kb(sum(jsOf(own))).padStart(9)}  ${key.replace(/^.*src\//, '')}`);
}

// A signed-in route loads the entry, the signed-in app, the shell and its screen (and their static imports).
const keyOf = (suffix) => Object.keys(manifest).find((k) => k.endsWith(suffix));
const routeKeys = (screen) => {
  const keys = new Set();
  for (const suffix of ['app/signed-in-app.tsx', 'app/shell/shell-layout.tsx', screen]) closure(keyOf(suffix), keys);
  for (const key of entry) keys.add(key);
  return keys;
};
// Home is measured for the institution dashboard (the larger one) and the publisher's; the larger counts.
const homeFor = (parts) => {
  const keys = routeKeys('app/screens/home-route.tsx');
  for (const part of parts) closure(keyOf(part), keys);
  return keys;
};
const institutionHome = homeFor([
  'features/home/components/institution-dashboard.tsx',
  'features/home/components/cross-platform-trends.tsx',
]);
const publisherHome = homeFor(['features/home/components/publisher-dashboard.tsx']);
// The publisher's one-time welcome (Radix Dialog) loads on a first visit only (features/home/home-route-requests.ts;
// the page does not preload it): like the chart chunk, not part of the route's initial JavaScript. A first visit adds it.
const welcomeKey = keyOf('features/home/components/welcome-modal.tsx');
const welcomeOwn = [...closure(welcomeKey)].filter((k) => !publisherHome.has(k));
const [home, homeKind] =
  sum(jsOf(institutionHome)) >= sum(jsOf(publisherHome)) ? [institutionHome, 'institution'] : [publisherHome, 'publisher'];
const homeBytes = sum(jsOf(home));
console.log(`\nHome route as institution: ${kb(sum(jsOf(institutionHome)))}; as publisher: ${kb(sum(jsOf(publisherHome)))}`);
console.log(`A publisher's first visit adds the welcome dialog (loaded on demand): ${kb(sum(jsOf(welcomeOwn)))}`);
const chartKey = keyOf('features/home/components/usage-chart.tsx');
const chartOwn = [...closure(chartKey)].filter((k) => !home.has(k));
const chartBytes = sum(jsOf(chartOwn));
console.log(
  `Home route (signed in, ${homeKind}), JavaScript without the lazy chart chunk: ${kb(homeBytes)} (budget ${kb(BUDGETS.homeRoute)})`,
);
console.log(
  `Chart chunk (Victory and the chart component, loaded when a chart shows): ${kb(chartBytes)} (budget ${kb(BUDGETS.chartChunk)})`,
);
for (const key of home) {
  if (key === chartKey) console.error('  the chart chunk is loaded with the home route: it must stay lazy');
}

// Every route (issue 17): the entry, the signed-in app, the shell and the route's screen with their static imports.
const screenKeys = Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry && /(-screen|-route)\.tsx$/.test(k) && !k.endsWith('login-route.tsx'))
  .sort();
console.log('\nEvery route, JavaScript without lazily loaded parts (budget ' + kb(BUDGETS.route) + '):');
const routeBytes = screenKeys.map((key) => {
  const bytes = sum(jsOf(routeKeys(key.replace(/^src\//, ''))));
  console.log(`  ${kb(bytes).padStart(9)}  ${key.replace(/^.*src\//, '')}`);
  return [key.replace(/^.*\//, ''), bytes];
});
const cssFiles = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))];
const cssBytes = sum(cssFiles);
console.log(`CSS (gzip): ${kb(cssBytes)} in ${cssFiles.length} file${cssFiles.length === 1 ? '' : 's'} (budget ${kb(BUDGETS.css)})`);

const problems = [];
if (loginBytes > BUDGETS.loginInitial) problems.push(`login initial JavaScript ${kb(loginBytes)} > ${kb(BUDGETS.loginInitial)}`);
if (homeBytes > BUDGETS.homeRoute) problems.push(`home route JavaScript ${kb(homeBytes)} > ${kb(BUDGETS.homeRoute)}`);
if (chartBytes > BUDGETS.chartChunk) problems.push(`chart chunk ${kb(chartBytes)} > ${kb(BUDGETS.chartChunk)}`);
if (home.has(chartKey)) problems.push('the chart chunk is a static import of the home route');
if (home.has(welcomeKey)) problems.push('the welcome dialog is a static import of the home route');
for (const [name, bytes] of routeBytes)
  if (bytes > BUDGETS.route) problems.push(`${name} route JavaScript ${kb(bytes)} > ${kb(BUDGETS.route)}`);
if (cssBytes > BUDGETS.css) problems.push(`CSS ${kb(cssBytes)} > ${kb(BUDGETS.css)}`);
for (const key of [...login, ...home]) {
  if (/usage-chart|victory/.test(manifest[key].file) && home.has(key) && key !== chartKey)
    problems.push(`${manifest[key].file} (chart code) loads with the home route`);
}
for (const file of loginFiles) {
  const map = `${dist}${file}.map`;
  if (!existsSync(map)) continue;
  for (const source of JSON.parse(readFileSync(map, 'utf8')).sources) {
    if (FORBIDDEN_IN_LOGIN.some((pattern) => pattern.test(source))) problems.push(`${source} is in the login route (${file})`);
  }
}
for (const [figure, bytes, budget] of [
  ['login route, initial JavaScript (gzip)', loginBytes, BUDGETS.loginInitial],
  ['home route JavaScript (gzip)', homeBytes, BUDGETS.homeRoute],
  ['chart chunk (gzip)', chartBytes, BUDGETS.chartChunk],
  ...routeBytes.map(([name, bytes]) => [`route ${name} JavaScript (gzip)`, bytes, BUDGETS.route]),
  ['CSS (gzip)', cssBytes, BUDGETS.css],
])
  console.log(`BENCH ${JSON.stringify({ figure, value: +(bytes / 1024).toFixed(1), unit: 'kB', budget: budget / 1024 })}`);
if (problems.length) {
  console.error(`\nBudget broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('\nBudgets met.');
if (!process.argv.includes('--no-primitives')) {
  console.log('');
  execFileSync(process.execPath, [`${root}bench/primitives.mjs`], { stdio: 'inherit' });
}
