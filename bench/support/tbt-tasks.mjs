#!/usr/bin/env node
// Where Lighthouse's simulated Total Blocking Time goes: reads what `bench/lighthouse.mjs --artifacts-dir DIR`
// saved for one run and runs Lighthouse's own Lantern TBT on it, as the total-blocking-time audit does. Prints
// the simulated TBT (the mean of its optimistic and pessimistic estimates) and, for each estimate, every main-thread
// task over 50 ms (simulated) between FCP and TTI: its simulated start and duration, its observed duration, the
// scripts it evaluated, and the trace events that took most of it.
//   node bench/support/tbt-tasks.mjs DIR/_admin_home-<time>.artifacts.json
import { readFileSync } from 'node:fs';
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/support/tbt-tasks.mjs <run>.artifacts.json');
  process.exit(2);
}
const artifacts = JSON.parse(readFileSync(file, 'utf8'));
const context = { computedCache: new Map(), settings: artifacts.settings };
const data = Audit.makeMetricComputationDataInput(artifacts, context);
const result = await LanternTotalBlockingTime.request(data, context);
const fcp = await LanternFirstContentfulPaint.request(data, context);
const tti = await LanternInteractive.request(data, context);
const short = (url) => url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/admin\/assets\//, '');
const round = (value) => `${Math.round(value)}`.padStart(5);

console.log(
  `${file}\nsimulated TBT ${Math.round(result.timing)} ms = mean of optimistic ${Math.round(result.optimisticEstimate.timeInMs)} ` +
    `and pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)} ms; FCP ${Math.round(fcp.optimisticEstimate.timeInMs)}/` +
    `${Math.round(fcp.pessimisticEstimate.timeInMs)} ms, TTI ${Math.round(tti.optimisticEstimate.timeInMs)}/${Math.round(tti.pessimisticEstimate.timeInMs)} ms`,
);

/** The trace events under a task that took most of it (self time by name, with the script or function). */
function breakdown(node) {
  const totals = new Map();
  for (const event of node.childEvents) {
    const args = event.args?.data ?? event.args?.beginData ?? {};
    const where = args.url ? ` ${short(args.url)}` : args.functionName ? ` ${args.functionName}` : args.type ? ` ${args.type}` : '';
    const key = `${event.name}${where}`;
    totals.set(key, (totals.get(key) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([key, ms]) => `${key} ${ms.toFixed(1)}`)
    .join('; ');
}

for (const [label, estimate, fcpMs, ttiMs] of [
  ['optimistic', result.optimisticEstimate, fcp.pessimisticEstimate.timeInMs, tti.optimisticEstimate.timeInMs],
  ['pessimistic', result.pessimisticEstimate, fcp.optimisticEstimate.timeInMs, tti.pessimisticEstimate.timeInMs],
]) {
  console.log(`\n${label}: TBT ${Math.round(estimate.timeInMs)} ms, window ${Math.round(fcpMs)}–${Math.round(ttiMs)} ms`);
  const tasks = [...estimate.nodeTimings]
    .filter(([node, timing]) => node.type === 'cpu' && timing.duration >= 50)
    .sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of tasks) {
    const scripts = [...node.getEvaluateScriptURLs()].map(short);
    const inWindow = timing.endTime > fcpMs && timing.startTime < ttiMs;
    console.log(
      `${round(timing.startTime)} ms +${round(timing.duration)} ms (observed ${(node.duration / 1000).toFixed(1)} ms)${inWindow ? '' : ' [outside window]'}` +
        `${scripts.length ? ` evaluates ${scripts.join(', ')}` : ''}\n        ${breakdown(node)}`,
    );
  }
}
