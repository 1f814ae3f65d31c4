// A throwaway PostgreSQL server for the gateway suite: TEST_DATABASE_URL when given; otherwise Debian's
// server binaries (installed with apt-get when running as root), run as the postgres user on a free
// loopback port in a temporary folder, stopped and removed afterwards.
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commandExists, isRoot, run } from './run.mjs';

function findBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: async () => {} };
  let bin = findBin();
  if (!bin && isRoot() && commandExists('apt-get')) {
    console.log("Installing Debian's postgresql package for the gateway suite…");
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    await run('apt-get', ['update', '-qq'], { env });
    await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], { env });
    bin = findBin();
  }
  if (!bin) return { url: null, reason: 'no PostgreSQL server binaries and no way to install them (set TEST_DATABASE_URL)' };
  const asPostgres = isRoot() ? (cmd, args) => run('runuser', ['-u', 'postgres', '--', cmd, ...args]) : (cmd, args) => run(cmd, args);
  if (isRoot() && !commandExists('runuser')) return { url: null, reason: 'running as root without runuser' };

  const dir = mkdtempSync(join(tmpdir(), 'console-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  if ((await asPostgres(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])) !== 0) {
    return { url: null, reason: 'initdb failed' };
  }
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  if ((await asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start'])) !== 0) {
    return { url: null, reason: `pg_ctl start failed (see ${join(dir, 'log')})` };
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
