// Starts the built gateway (apps/gateway/dist/bin.js) in production mode on a fresh data folder holding the
// demo data, for the attack suite; stops it after. Builds nothing: `npm test` builds before this step.
//
// Production never seeds demo data (config.ts, db/seed/index.ts: shouldSeed is false in production, whatever
// DEMO_DATA says). So the folder is filled the way an operator would fill it: a first, non-production start
// seeds the empty folder and stops; the production gateway then opens that folder like any existing database.
// Nothing in the production rules is relaxed (docs/decisions.md, "Security suite").
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = `${root}apps/gateway/dist/bin.js`;
const READY = /listening on (http:\/\/[^/\s]+)\/admin\//;

function start(env: Record<string, string>, timeoutMs: number): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, [bin], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', PROVIDER_NAME: 'JSTOR', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let started = false;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`the gateway did not start within ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = started ? null : READY.exec(output);
      if (match?.[1]) {
        started = true;
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve({ child, url: match[1].replace('localhost', '127.0.0.1'), output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the gateway exited with ${code}:\n${output}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    gatewayUrl: string;
    /** The gateway's process id, for the memory bound of item 9 (0: unknown, a gateway started elsewhere). */
    gatewayPid: number;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Against a gateway already running (iterating on the suite): SECURITY_GATEWAY_URL, e.g. http://127.0.0.1:4391.
  const running = process.env.SECURITY_GATEWAY_URL;
  if (running) {
    project.provide('gatewayUrl', running.replace(/\/$/, ''));
    project.provide('gatewayPid', Number(process.env.SECURITY_GATEWAY_PID ?? 0));
    return async () => {};
  }
  if (!existsSync(bin)) throw new Error(`${bin} is missing: build first (node scripts/pnpm.mjs -r --filter @console/gateway run build).`);
  const dataDir = `${root}.tmp/security-data-${process.pid}`;
  mkdirSync(`${root}.tmp`, { recursive: true });

  // The seeded folder is kept as a template for later runs of the same day with the same gateway build (the
  // seed is most of this step's time); a new build or a new day seeds again.
  const key = createHash('sha256').update(readFileSync(bin)).digest('hex').slice(0, 16);
  const template = `${root}.tmp/security-seed-${key}-${new Date().toISOString().slice(0, 10)}`;
  if (!existsSync(`${template}/.complete`)) {
    for (const old of readdirSync(`${root}.tmp`).filter((name) => name.startsWith('security-seed-')))
      rmSync(`${root}.tmp/${old}`, { recursive: true, force: true });
    const seeding = await start({ NODE_ENV: 'development', DEMO_DATA: 'on', DATA_DIR: template }, 150_000);
    if (!/demo data seeded/.test(seeding.output())) throw new Error(`the demo seed did not run:\n${seeding.output()}`);
    await stop(seeding.child);
    writeFileSync(`${template}/.complete`, '');
  }
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(template, dataDir, { recursive: true });

  const gateway = await start({ NODE_ENV: 'production', DATA_DIR: dataDir, DEMO_DATA: 'on' }, 60_000);
  if (!gateway.output().includes(', production)')) throw new Error(`the gateway did not start in production mode:\n${gateway.output()}`);
  project.provide('gatewayUrl', gateway.url);
  project.provide('gatewayPid', gateway.child.pid ?? 0);

  return async () => {
    await stop(gateway.child);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
