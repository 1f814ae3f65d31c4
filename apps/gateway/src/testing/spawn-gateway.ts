import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The gateway's own entry point, run from source through tsx. */
export const GATEWAY_BIN = fileURLToPath(new URL('../bin.ts', import.meta.url));
// tsx's loader by absolute URL: a test may run the gateway from a working directory outside the repository.
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface SpawnedGateway {
  child: ChildProcess;
  /** What `ready` captured (the first group of its match), e.g. the base URL from the banner. */
  captured: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
}

export interface SpawnOptions {
  /** The script to run (default: the gateway's bin.ts). */
  script?: string;
  env: Record<string, string | undefined>;
  cwd?: string;
  /** The process counts as started once its output matches; the first group is kept as `captured`. */
  ready: RegExp;
  /** Node options before the script (e.g. `--cpu-prof`, which NODE_OPTIONS does not take). */
  execArgv?: string[];
  /** How long to wait for `ready` (a full demo seed on a loaded 2-core machine took up to 48 s). */
  timeoutMs: number;
}

/**
 * Starts a gateway process (tsx, source) and resolves once its output matches `ready`; rejects with the
 * output when it exits first or the time runs out. For tests of the process itself: start-up, shutdown,
 * several processes on one database.
 */
export function spawnGateway({ script = GATEWAY_BIN, env, cwd, ready, execArgv = [], timeoutMs }: SpawnOptions): Promise<SpawnedGateway> {
  const child = spawn(process.execPath, [...execArgv, '--import', tsxLoader, script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${ready} within ${timeoutMs / 1000} s:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, captured: match[1] ?? match[0], output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`gateway exited with ${code}:\n${output}`));
    });
  });
}

/** Sends SIGTERM and resolves with the exit code (at once if the process has already exited). */
export function stopGateway({ child }: SpawnedGateway): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}
