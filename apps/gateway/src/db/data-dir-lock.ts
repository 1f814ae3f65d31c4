import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * One process at a time on a PGlite data folder.
 *
 * PGlite is PostgreSQL in single-user mode: it takes no lock of its own, so two processes on one folder each
 * replay the WAL and write pages over each other's. `lockDataDir` puts `gateway.lock` in the folder (JSON: the
 * holder's PID, its start time from /proc, host, since, a nonce) before PGlite opens it, and refuses with
 * `DataDirInUseError` while the holder lives. The file is created complete (written under a temporary name,
 * then hard-linked: `link` fails if the name exists, atomically) and removed on close and on process exit.
 *
 * Stale rule: a lock whose process is gone (kill -9, power loss), whose PID now belongs to a process that
 * started at another time (PID reused after a reboot or in a new container), or that names this process's
 * own PID without this process holding it (a container restarted with the same PID), is stale and taken
 * over. The take-over runs under a second file (`gateway.lock.takeover`, O_EXCL) and removes the old lock
 * only if it still holds the stale content read before, so two processes finding one stale lock never
 * remove each other's fresh lock: one wins, the other is refused.
 */

export const LOCK_FILE = 'gateway.lock';
const TAKEOVER_FILE = `${LOCK_FILE}.takeover`;

interface LockContent {
  pid: number;
  /** The process's start time in clock ticks since boot (/proc/<pid>/stat field 22); null off Linux. */
  started: string | null;
  host: string;
  since: string;
  nonce: string;
}

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
  readonly code = 'DATA_DIR_IN_USE';
  constructor(
    readonly dataDir: string,
    readonly holder: { pid: number; host: string; since: string } | null,
  ) {
    super(
      holder
        ? `The data folder ${dataDir} is in use by another process (PID ${holder.pid} on ${holder.host}, since ${holder.since}). ` +
            `Only one gateway (or backup, restore or command) may open a PGlite data folder at a time: stop that process first, ` +
            `or set DATA_DIR to another folder. Nothing was changed.`
        : `The data folder ${dataDir} is being opened by another process right now. Try again once it has started. Nothing was changed.`,
    );
  }
}

export interface DataDirLock {
  readonly path: string;
  /**
   * Removes the lock file if it is still this lock's (idempotent). `movedTo`: the folder's new location when
   * the holder renamed the folder while holding it (restore moves the old folder aside).
   */
  release(movedTo?: string): void;
}

/** Folders this process holds, by lock path (a second open in the same process is refused too). */
const held = new Map<string, string>();
let exitHookInstalled = false;

function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces and parentheses): state is field 3, starttime 22.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function readLock(path: string): { raw: string; content: LockContent | null } | null {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const parsed = JSON.parse(raw) as Partial<LockContent>;
    if (typeof parsed.pid !== 'number' || !Number.isInteger(parsed.pid) || parsed.pid <= 0) return { raw, content: null };
    return {
      raw,
      content: {
        pid: parsed.pid,
        started: typeof parsed.started === 'string' ? parsed.started : null,
        host: typeof parsed.host === 'string' ? parsed.host : 'unknown host',
        since: typeof parsed.since === 'string' ? parsed.since : 'unknown time',
        nonce: typeof parsed.nonce === 'string' ? parsed.nonce : '',
      },
    };
  } catch {
    // Not ours (our files are written whole before they get the name): nobody holds the folder through it.
    return { raw, content: null };
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True while the lock's process holds the folder (see the stale rule above). */
function holderAlive(lockPath: string, content: LockContent): boolean {
  if (content.pid === process.pid) return held.get(lockPath) === content.nonce;
  if (!isAlive(content.pid)) return false;
  if (content.started !== null) {
    const started = processStart(content.pid);
    if (started !== null && started !== content.started) return false;
  }
  return true;
}

function tryCreateExclusive(path: string, data: string): boolean {
  try {
    writeFileSync(path, data, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Removes the lock at `lockPath` if it still reads `staleRaw`, under the take-over guard. */
function removeStale(dataDir: string, lockPath: string, staleRaw: string): void {
  const guard = join(dataDir, TAKEOVER_FILE);
  if (!tryCreateExclusive(guard, JSON.stringify({ pid: process.pid, started: processStart(process.pid) }))) {
    // Another process is taking over; if it died doing so, its guard is stale too.
    const other = readLock(guard);
    if (other?.content && holderAlive(guard, other.content)) throw new DataDirInUseError(dataDir, null);
    unlinkQuietly(guard);
    return;
  }
  try {
    if (readLock(lockPath)?.raw === staleRaw) unlinkQuietly(lockPath);
  } finally {
    unlinkQuietly(guard);
  }
}

/**
 * Takes the lock of the data folder `dataDir` (which exists), or throws DataDirInUseError when a live process
 * holds it. `log` hears about stale locks taken over.
 */
export function lockDataDir(dataDir: string, log: (message: string) => void = () => {}): DataDirLock {
  const lockPath = join(dataDir, LOCK_FILE);
  const content: LockContent = {
    pid: process.pid,
    started: processStart(process.pid),
    host: hostname(),
    since: new Date().toISOString(),
    nonce: randomBytes(8).toString('hex'),
  };
  const raw = `${JSON.stringify(content)}\n`;
  const temporary = `${lockPath}.${process.pid}.${content.nonce}.tmp`;
  writeFileSync(temporary, raw);
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        linkSync(temporary, lockPath);
        held.set(lockPath, content.nonce);
        installExitHook();
        return {
          path: lockPath,
          release(movedTo?: string) {
            if (held.get(lockPath) !== content.nonce) return;
            held.delete(lockPath);
            const current = movedTo ? join(movedTo, LOCK_FILE) : lockPath;
            if (readLock(current)?.raw === raw) unlinkQuietly(current);
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const existing = readLock(lockPath);
      if (!existing) continue; // released in between
      if (existing.content && holderAlive(lockPath, existing.content)) {
        const { pid, host, since } = existing.content;
        throw new DataDirInUseError(dataDir, { pid, host, since });
      }
      log(
        existing.content
          ? `stale lock of process ${existing.content.pid} (since ${existing.content.since}) in ${dataDir} taken over: that process is gone`
          : `unreadable lock file in ${dataDir} taken over`,
      );
      removeStale(dataDir, lockPath, existing.raw);
    }
    throw new DataDirInUseError(dataDir, null);
  } finally {
    unlinkQuietly(temporary);
  }
}

/** A process that exits without closing its database (process.exit) leaves no lock behind. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const [lockPath, nonce] of held) {
      try {
        const current = readLock(lockPath);
        if (current?.content?.nonce === nonce) unlinkSync(lockPath);
      } catch {
        // Exiting anyway; the next start finds the lock stale.
      }
    }
    held.clear();
  });
}
