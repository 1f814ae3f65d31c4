#!/usr/bin/env node
// Where Lighthouse's simulated LCP goes: reads what `bench/lighthouse.mjs --artifacts-dir DIR` saved for one run
// (trace, DevTools log, settings) and runs Lighthouse's own Lantern LCP computation on it, as the
// largest-contentful-paint audit does. Prints the simulated LCP (the mean of its optimistic and pessimistic
// graphs), then for the pessimistic graph: every request with its simulated start and end, bytes and protocol,
// the main-thread tasks over 5 ms (simulated duration), and the chain of nodes that ends last (each one's
// latest-finishing dependency), which is the critical path of the figure.
//   node bench/support/lantern-path.mjs DIR/_admin_home-<time>.artifacts.json [--all]
import { readFileSync } from 'node:fs';
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const [file, ...flags] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/support/lantern-path.mjs <run>.artifacts.json [--all]');
  process.exit(2);
}
const artifacts = JSON.parse(readFileSync(file, 'utf8'));
const context = { computedCache: new Map(), settings: artifacts.settings };
const data = Audit.makeMetricComputationDataInput(artifacts, context);
const result = await LanternLargestContentfulPaint.request(data, context);

const ms = (value) => `${Math.round(value)}`.padStart(5);
const short = (url) => url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/admin\/assets\//, '');
const describe = (node) => {
  if (node.type === 'network') {
    const request = node.request;
    return `${request.resourceType ?? '?'} ${short(request.url)} (${(request.transferSize / 1024).toFixed(1)} kB, ${request.protocol})`;
  }
  const scripts = node.getEvaluateScriptURLs();
  const what = scripts.size ? `evaluate ${[...scripts].map(short).join(', ')}` : node.didPerformLayout() ? 'layout' : 'task';
  return `CPU ${what} (${(node.duration / 1000).toFixed(1)} ms observed)`;
};

console.log(
  `${file}\nsimulated LCP ${Math.round(result.timing)} ms = mean of optimistic ${Math.round(result.optimisticEstimate.timeInMs)} ms ` +
    `and pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)} ms (settings: RTT ${artifacts.settings.throttling.rttMs} ms, ` +
    `${(artifacts.settings.throttling.throughputKbps / 1024).toFixed(1)} Mbps, CPU ${artifacts.settings.throttling.cpuSlowdownMultiplier}×)`,
);

for (const [label, estimate] of [
  ['optimistic', result.optimisticEstimate],
  ['pessimistic', result.pessimisticEstimate],
]) {
  const timings = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  const network = timings.filter(([node]) => node.type === 'network');
  const cpu = timings.filter(([node]) => node.type === 'cpu');
  const bytes = network.reduce((sum, [node]) => sum + (node.request.transferSize ?? 0), 0);
  const cpuMs = cpu.reduce((sum, [, timing]) => sum + (timing.endTime - timing.startTime), 0);
  console.log(
    `\n${label}: ${network.length} requests, ${(bytes / 1024).toFixed(1)} kB; ${cpu.length} tasks, ${Math.round(cpuMs)} ms of simulated main thread`,
  );
  if (label === 'optimistic' && !flags.includes('--all')) continue;
  console.log(' start    end  node');
  for (const [node, timing] of timings) {
    if (node.type === 'cpu' && timing.endTime - timing.startTime < 5) continue;
    console.log(`${ms(timing.startTime)}  ${ms(timing.endTime)}  ${describe(node)}`);
  }
  // The chain that ends last: from the last node back through each one's latest-finishing dependency.
  let [last] = timings.reduce((a, b) => (b[1].endTime > a[1].endTime ? b : a));
  const chain = [];
  while (last) {
    chain.unshift(last);
    const deps = last.getDependencies().filter((dep) => estimate.nodeTimings.has(dep));
    last = deps.length ? deps.reduce((a, b) => (estimate.nodeTimings.get(b).endTime > estimate.nodeTimings.get(a).endTime ? b : a)) : null;
  }
  console.log(`\n${label} critical chain (start, end, waited for its latest dependency):`);
  let previousEnd = 0;
  for (const node of chain) {
    const timing = estimate.nodeTimings.get(node);
    console.log(`${ms(timing.startTime)}  ${ms(timing.endTime)}  +${Math.round(timing.startTime - previousEnd)} wait  ${describe(node)}`);
    previousEnd = timing.endTime;
  }
}
