#!/usr/bin/env node
// The page's main-thread work in runs saved by `bench/lighthouse.mjs --artifacts-dir DIR`, as CPU time rather than
// wall time: Lighthouse's TBT multiplies each task's wall time by 4, and on a shared machine a task's wall time is
// often 2-10× its CPU time (the thread waits while other processes run). Per run: the renderer main thread's CPU
// time (trace thread time) in its first 1.5 s after navigation start, the tasks over 12.5 ms wall (those Lighthouse
// counts) and their CPU, and the tasks with 5 ms of CPU or more.
//   node bench/support/task-cpu.mjs DIR [DIR...]
import { readdirSync, readFileSync } from 'node:fs';

const WINDOW_US = 1.5e6;
for (const dir of process.argv.slice(2)) {
  console.log(dir);
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.artifacts.json'))
    .sort()) {
    const events = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')).Trace.traceEvents;
    const nav = events.find(
      (event) =>
        event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && event.args?.data?.documentLoaderURL?.includes('/admin'),
    );
    if (!nav) {
      console.log(`  ${file}: no navigation of the console in the trace`);
      continue;
    }
    const tasks = events.filter(
      (event) =>
        event.pid === nav.pid &&
        event.tid === nav.tid &&
        event.name === 'RunTask' &&
        event.dur &&
        event.ts >= nav.ts &&
        event.ts < nav.ts + WINDOW_US,
    );
    const ms = (us) => us / 1000;
    const cpu = ms(tasks.reduce((total, task) => total + (task.tdur ?? 0), 0));
    const wall = ms(tasks.reduce((total, task) => total + task.dur, 0));
    const long = tasks.filter((task) => task.dur >= 12_500);
    const longCpu = ms(long.reduce((total, task) => total + (task.tdur ?? 0), 0));
    const heavy = tasks.filter((task) => (task.tdur ?? 0) >= 5_000).map((task) => ms(task.tdur).toFixed(1));
    console.log(
      `  ${file.replace(/-\d+\.artifacts\.json$/, '').padEnd(32)} CPU ${cpu.toFixed(0).padStart(4)} ms in ${tasks.length} tasks ` +
        `(wall ${wall.toFixed(0)} ms); ${long.length} over 12.5 ms wall (CPU ${longCpu.toFixed(0)} ms); 5 ms of CPU or more: ${heavy.join(', ') || 'none'}`,
    );
  }
}
