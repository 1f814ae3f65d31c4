#!/usr/bin/env node
// Where Lighthouse's simulated Total Blocking Time goes: reads what `bench/lighthouse.mjs --artifacts-dir DIR`
// saved for one run and runs Lighthouse's own Lantern TBT on it, as the total-blocking-time audit does. Prints
// the simulated TBT (the mean of its optimistic and pessimistic estimates) and, for each estimate, every main-thread
// task over 50 ms (simulated) between FCP and TTI: its simulated start and duration, its observed duration, the
// scripts it evaluated, and the trace events that took most of it. When the run was made with
// `bench/lighthouse.mjs --js-samples` (V8's sampler in the trace), also the functions that ran most in the task
// (self time), named through the build's hidden source maps (apps/admin/dist/assets/*.map, or --maps DIR).
//   node bench/support/tbt-tasks.mjs DIR/_admin_home-<time>.artifacts.json [--maps apps/admin/dist/assets]
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';

const [file, ...rest] = process.argv.slice(2);
const mapsDir = rest.includes('--maps')
  ? rest[rest.indexOf('--maps') + 1]
  : new URL('../../apps/admin/dist/assets', import.meta.url).pathname;
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

// V8's samples (--js-samples): per thread, [timestamp µs, call frame, parent chain] in time order.
const traceEvents = artifacts.Trace.traceEvents;
const samplesByThread = new Map();
{
  const profiles = new Map();
  for (const event of traceEvents) {
    if (event.name === 'Profile')
      profiles.set(`${event.pid}:${event.id}`, { tid: event.tid, time: event.args.data.startTime, nodes: new Map() });
    if (event.name !== 'ProfileChunk') continue;
    const profile = profiles.get(`${event.pid}:${event.id}`);
    const data = event.args.data.cpuProfile ?? {};
    if (!profile) continue;
    for (const node of data.nodes ?? []) profile.nodes.set(node.id, node);
    const deltas = event.args.data.timeDeltas ?? [];
    (data.samples ?? []).forEach((id, index) => {
      profile.time += deltas[index] ?? 0;
      const list = samplesByThread.get(profile.tid) ?? [];
      list.push([profile.time, id, profile.nodes]);
      samplesByThread.set(profile.tid, list);
    });
  }
}
const require = createRequire(import.meta.url);
const consumers = new Map();
function frameName(callFrame) {
  const match = /assets\/([^/?]+\.js)/.exec(callFrame.url ?? '');
  if (!match) return callFrame.functionName || `(${callFrame.url ? short(callFrame.url) : 'native'})`;
  let consumer = consumers.get(match[1]);
  if (consumer === undefined) {
    const mapFile = `${mapsDir}/${match[1]}.map`;
    // Lighthouse's own source map reader (Chrome DevTools'), as its audits use it.
    const { SourceMap } = require('lighthouse/core/lib/cdt/SDK.js');
    consumer = existsSync(mapFile) ? new SourceMap(match[1], mapFile, JSON.parse(readFileSync(mapFile, 'utf8'))) : null;
    consumers.set(match[1], consumer);
  }
  if (!consumer) return `${callFrame.functionName || '(anonymous)'} ${match[1]}`;
  const entry = consumer.findEntry(callFrame.lineNumber, callFrame.columnNumber);
  const original = { source: entry?.sourceURL, line: entry ? entry.sourceLineNumber + 1 : null, name: entry?.name };
  const source = (original.source ?? match[1]).replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(/.*\/src\//, 'src/');
  return `${original.name ?? (callFrame.functionName || '(anonymous)')} ${source}:${original.line}`;
}
/** Self time by function of the samples inside a task (ms), the busiest first. */
function sampled(node) {
  const event = node.event;
  const samples = samplesByThread.get(event.tid);
  if (!samples) return '';
  const totals = new Map();
  let previous = null;
  for (const sample of samples) {
    const [time, id, nodes] = sample;
    if (time >= event.ts && time <= event.ts + event.dur && previous) {
      const frame = nodes.get(id)?.callFrame;
      const name = frame ? frameName(frame) : '?';
      if (name !== '(idle)') totals.set(name, (totals.get(name) ?? 0) + (time - previous[0]) / 1000);
    }
    previous = sample;
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 14)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
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
    const functions = sampled(node);
    if (functions) console.log(`        JS: ${functions}`);
  }
}
