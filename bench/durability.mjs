#!/usr/bin/env node
/**
 * Durability: kill -9 the gateway during writes, restart it on the same PGlite data folder, check the data.
 *
 *   npm run bench:durability                 # 20 rounds (the issue's loop; minutes)
 *   npm run bench:durability -- --rounds 3   # fewer
 *
 * One data folder (the seeded test template), then per round: start the gateway (tsx, bin.ts) on it, sign in
 * as librarian@demo.edu, start an EBA upload (selection file with every title marked: an `eba-process` job that
 * reads the whole file and ends in balance_error, since an institution stores one order per cycle) and
 * run three writers at once (SUSHI credential saves, user changes: addPairedUsers, report submissions:
 * addReport, each a `report-run` job), and kill -9 the process 300-1,500 ms in. Each write the gateway
 * acknowledged (a 200 with data) is recorded. Then restart on the same folder and check:
 *   - it opens (banner; the stale lock is taken over);
 *   - every acknowledged write is present (credential id, paired address, report request id);
 *   - no half-written row: every credential has its log_events row, every paired address its
 *     user_management_audit 'add' row, every report request its report_audit 'request' row, and no audit row
 *     lacks its subject (each pair is written in one transaction); no report request is pending without its
 *     job (both are stored in one transaction);
 *   - unfinished jobs resumed or failed cleanly: every report request acknowledged reaches complete or failed
 *     and the EBA upload success/failed/aborted, within 90 s of the restart (the start-up sweeps re-queue them).
 * Finally the gateway is stopped, the folder opened directly and every table read through (heap and indexes).
 * Loopback only; bounded (rounds, 90 s per wait). Exits 1 on any failed check and prints the counts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { openPGlite } from '../apps/gateway/src/db/connection.ts';
import { TestClient } from '../apps/gateway/src/testing/http.ts';
import { spawnGateway, stopGateway } from '../apps/gateway/src/testing/spawn-gateway.ts';
import { createTestDataDir } from '../apps/gateway/src/testing/test-db.ts';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(argv[index + 1]);
};
const ROUNDS = option('rounds', 20);
const WAIT_MS = 90_000;

const root = mkdtempSync(join(tmpdir(), 'console-durability-'));
const dataDir = join(root, 'data');
const failures = [];
const counts = {
  rounds: 0,
  credentials: 0,
  pairedUsers: 0,
  reports: 0,
  ebaUploads: 0,
  reportsResumed: 0,
  ebaFinished: 0,
  staleLocks: 0,
};
const acknowledged = { credentials: [], emails: [], reports: [] };
/** Writes refused before the kill (not counted as failures of durability, but reported). */
const writerErrors = new Set();

function check(condition, message) {
  if (!condition) failures.push(message);
}

async function start() {
  const started = await spawnGateway({
    env: { PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'development', DATABASE_URL: '', DATA_DIR: dataDir },
    ready: /listening on (http:\/\/\S+)\/admin\//,
    timeoutMs: 120_000,
  });
  return { ...started, url: started.captured.replace('localhost', '127.0.0.1') };
}

async function signedIn(url) {
  const client = new TestClient(url);
  const login = await client.login('librarian@demo.edu');
  if (!login.success) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
  const { session } = await client.data('{ session { userAccount { id } } }');
  return { client, userId: session.userAccount.id };
}

/** Runs `write` until `stop.killed`; returns what was acknowledged. */
async function writer(stop, write) {
  const done = [];
  for (let n = 0; !stop.killed; n += 1) {
    try {
      // Resolved with data: the gateway acknowledged the write (even if the kill follows at once).
      done.push(await write(n));
    } catch (error) {
      // The kill cut this write off (not acknowledged); before the kill, a refusal is a finding.
      if (!stop.killed) writerErrors.add(String(error instanceof Error ? error.message : error).slice(0, 200));
      break;
    }
  }
  return done;
}

async function markedSelection(client, url) {
  const { getEBADownloadLink } = await client.data('query ($s: String!) { getEBADownloadLink(siteCode: $s) }', { s: 'demouniv' });
  const response = await fetch(new URL(getEBADownloadLink, url), { headers: { cookie: client.cookieHeader() } });
  if (response.status !== 200) throw new Error(`selection file download answered ${response.status}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0];
  // Every title: over the balance, so no round stores the one order of the cycle and every round can upload.
  for (let row = 5; row <= sheet.rowCount; row += 1) sheet.getCell(row, 1).value = 'y';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function startEbaUpload(client, url) {
  const file = await markedSelection(client, url);
  const { ebaSignedUrl } = await client.data('mutation ($s: String!) { ebaSignedUrl(siteCode: $s) }', { s: 'demouniv' });
  const target = new URL(ebaSignedUrl, url);
  const form = new FormData();
  for (const [name, value] of target.searchParams) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)]), 'selection.xlsx');
  const posted = await fetch(`${target.origin}${target.pathname}`, { method: 'POST', body: form });
  if (posted.status !== 204) return false;
  const { ebaTriggerUpload } = await client.data(
    'mutation ($s: String!) { ebaTriggerUpload(siteCode: $s, accountType: "institution") { status } }',
    { s: 'demouniv' },
  );
  return ebaTriggerUpload.status !== 'failed';
}

const REPORT_CODES = ['TR_J1', 'TR_J3', 'TR_J4', 'TR_B1', 'TR_B3'];

/** Distinct settings per submission (the gateway refuses a duplicate request): one of 12 months × 5 reports. */
function reportInput(userId, index, n) {
  const k = index * 7 + n;
  const months = k % 12;
  const today = new Date();
  const begin = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1 - months, 1)).toISOString().slice(0, 10);
  const end = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, 0)).toISOString().slice(0, 10);
  return {
    report_name: `Durability ${Date.now()}-${n}`,
    report_type: 'Counter5.1',
    user_id: userId,
    email_address: 'librarian@demo.edu',
    output_format: 'tsv',
    attributes: {
      namespace: 'Counter5.1',
      reportCode: REPORT_CODES[Math.floor(k / 12) % 5],
      institutionName: 'Demo University',
      requiredAttributes: [
        { name: 'Institution_ID', value: 'demouniv' },
        { name: 'Begin_Date', value: begin },
        { name: 'End_Date', value: end },
        { name: 'Platform', value: 'jstor' },
      ],
    },
  };
}

async function until(label, test) {
  const started = Date.now();
  for (;;) {
    if (await test()) return true;
    if (Date.now() - started > WAIT_MS) {
      failures.push(`${label}: not within ${WAIT_MS / 1000} s of the restart`);
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function round(index, gateway) {
  const { client, userId } = await signedIn(gateway.url);
  const stop = { killed: false };
  const ebaStarted = await startEbaUpload(client, gateway.url).catch(() => false);
  if (ebaStarted) counts.ebaUploads += 1;
  const writes = Promise.all([
    writer(stop, async () => {
      const { createSushiCredential } = await client.data(
        'mutation ($s: String!) { createSushiCredential(siteCode: $s) { credential { id } } }',
        {
          s: 'demouniv',
        },
      );
      return createSushiCredential.credential.id;
    }),
    writer(stop, async (n) => {
      const email = `durability-${index}-${n}-${process.pid}@demo.edu`;
      const { addPairedUsers } = await client.data(
        'mutation ($s: String!, $e: [String!]!) { addPairedUsers(siteCode: $s, emailAddresses: $e) { added } }',
        {
          s: 'demouniv',
          e: [email],
        },
      );
      return addPairedUsers.added === 1 ? email : null;
    }),
    writer(stop, async (n) => {
      const { addReport } = await client.data('mutation ($d: ReportSubmissionInput!) { addReport(submissionData: $d) { report_id } }', {
        d: reportInput(userId, index, n),
      });
      return addReport.report_id;
    }),
  ]);
  await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1200));
  stop.killed = true;
  gateway.child.kill('SIGKILL');
  await new Promise((resolve) => gateway.child.once('exit', resolve));
  const [credentials, emails, reports] = await writes;
  acknowledged.credentials.push(...credentials.filter(Boolean));
  acknowledged.emails.push(...emails.filter(Boolean));
  acknowledged.reports.push(...reports.filter(Boolean));
  counts.credentials += credentials.filter(Boolean).length;
  counts.pairedUsers += emails.filter(Boolean).length;
  counts.reports += reports.filter(Boolean).length;
  return { reports: reports.filter(Boolean), ebaStarted };
}

async function afterRestart(gateway, previous, killedPid) {
  if (new RegExp(`stale lock of process ${killedPid} `).test(gateway.output())) counts.staleLocks += 1;
  else failures.push(`restart after killing ${killedPid}: no stale lock taken over`);
  const { client } = await signedIn(gateway.url);
  // Unfinished jobs: every acknowledged report of the killed round ends complete or failed, the upload too.
  const finished = await until('report requests of the killed round', async () => {
    for (const id of previous.reports) {
      const { report } = await client.data('query ($id: ID!) { report(reportId: $id) { status } }', { id });
      if (!report || !['complete', 'failed'].includes(report.status)) return false;
    }
    return true;
  });
  if (finished) counts.reportsResumed += previous.reports.length;
  if (previous.ebaStarted) {
    const done = await until('the EBA upload of the killed round', async () => {
      const { ebaUploadStatus } = await client.data('query ($s: String!) { ebaUploadStatus(siteCode: $s) { status } }', { s: 'demouniv' });
      return !ebaUploadStatus || ['success', 'failed', 'aborted', 'idle'].includes(ebaUploadStatus.status.toLowerCase());
    });
    if (done) counts.ebaFinished += 1;
  }
}

async function finalChecks() {
  const db = await openPGlite(dataDir);
  try {
    const present = async (sql, ids) => {
      const { rows } = await db.query(sql, [ids]);
      return new Set(rows.map((row) => row.id));
    };
    const credentials = await present('SELECT id::text AS id FROM sushi_credentials WHERE id = ANY($1::uuid[])', acknowledged.credentials);
    for (const id of acknowledged.credentials) check(credentials.has(id), `acknowledged SUSHI credential ${id} missing`);
    const emails = await present('SELECT email AS id FROM paired_users WHERE email = ANY($1::text[])', acknowledged.emails);
    for (const email of acknowledged.emails) check(emails.has(email), `acknowledged paired user ${email} missing`);
    const reports = await present('SELECT report_id AS id FROM report_requests WHERE report_id = ANY($1::text[])', acknowledged.reports);
    for (const id of acknowledged.reports) check(reports.has(id), `acknowledged report request ${id} missing`);

    const halves = [
      [
        'SUSHI credential without its log event',
        `SELECT c.id FROM sushi_credentials c WHERE c.created_at >= '${runStarted}' AND NOT EXISTS (SELECT 1 FROM log_events e WHERE e.type = 'sushi_credential_create' AND e.detail->>'credentialId' = c.id::text)`,
      ],
      [
        'credential log event without its credential',
        `SELECT e.detail FROM log_events e WHERE e.type = 'sushi_credential_create' AND e.created_at >= '${runStarted}' AND NOT EXISTS (SELECT 1 FROM sushi_credentials c WHERE c.id::text = e.detail->>'credentialId')`,
      ],
      [
        'paired user of this run without its audit row',
        `SELECT p.email FROM paired_users p WHERE p.email LIKE 'durability-%' AND NOT EXISTS (SELECT 1 FROM user_management_audit a WHERE a.action = 'add' AND a.email = p.email)`,
      ],
      [
        'audit row of this run without its paired user',
        `SELECT a.email FROM user_management_audit a WHERE a.action = 'add' AND a.email LIKE 'durability-%' AND NOT EXISTS (SELECT 1 FROM paired_users p WHERE p.email = a.email)`,
      ],
      [
        'report request without its request audit row',
        `SELECT r.id FROM report_requests r WHERE r.report_name LIKE 'Durability %' AND NOT EXISTS (SELECT 1 FROM report_audit a WHERE a.action = 'request' AND a.report_request_id = r.id)`,
      ],
      ['EBA upload left unfinished', `SELECT id FROM eba_uploads WHERE status IN ('queued', 'running')`],
    ];
    for (const [label, sql] of halves) {
      const { rows } = await db.query(sql);
      check(rows.length === 0, `${label}: ${rows.length} (${JSON.stringify(rows.slice(0, 3))})`);
    }
    // A request and its job are stored in one transaction (reports/jobs.ts enqueueReport): a pending request
    // with no job waiting, acknowledged or not, is a request the queue lost.
    const { rows: orphans } = await db.query(
      `SELECT r.report_id FROM report_requests r WHERE r.report_name LIKE 'Durability %' AND r.status = 'pending' AND NOT EXISTS
         (SELECT 1 FROM pgboss.job j WHERE j.name = 'report-run' AND j.data->>'requestId' = r.id::text AND j.state IN ('created', 'retry', 'active'))`,
    );
    check(orphans.length === 0, `report requests pending with no job: ${orphans.length} (${JSON.stringify(orphans.slice(0, 3))})`);
    // Every table read through, its heap (count) and each index (an index-only ordered scan of its key).
    const { rows: tables } = await db.query(
      `SELECT schemaname || '.' || quote_ident(tablename) AS name FROM pg_tables WHERE schemaname IN ('public', 'pgboss')`,
    );
    for (const { name } of tables) await db.query(`SELECT count(*) FROM ${name}`);
    await db.exec('REINDEX DATABASE CONCURRENTLY postgres').catch(() => db.exec('REINDEX SCHEMA public'));
    return tables.length;
  } finally {
    await db.close();
  }
}

const started = Date.now();
/** Rows created from here on are this run's (the seed has credentials of its own, without events). */
const runStarted = new Date(started - 1000).toISOString();
try {
  await createTestDataDir(dataDir);
  let gateway = await start();
  for (let index = 1; index <= ROUNDS; index += 1) {
    const killedPid = gateway.child.pid;
    const previous = await round(index, gateway);
    counts.rounds += 1;
    gateway = await start();
    await afterRestart(gateway, previous, killedPid);
    console.log(
      `round ${index}/${ROUNDS}: acknowledged ${JSON.stringify({ credentials: counts.credentials, pairedUsers: counts.pairedUsers, reports: counts.reports })}, failures ${failures.length}`,
    );
  }
  if ((await stopGateway(gateway)) !== 0) failures.push('the last gateway did not stop cleanly');
  const tables = await finalChecks();
  console.log(
    `\nDurability: ${counts.rounds} kill -9 rounds in ${((Date.now() - started) / 1000).toFixed(0)} s; acknowledged and found: ` +
      `${counts.credentials} SUSHI credentials, ${counts.pairedUsers} paired users, ${counts.reports} report requests; ` +
      `${counts.ebaUploads} EBA uploads started, ${counts.ebaFinished} finished after the restart; ${counts.reportsResumed} report requests of killed rounds ` +
      `complete or failed after the restart; ${counts.staleLocks} stale locks taken over; ${tables} tables read and reindexed.`,
  );
} catch (error) {
  failures.push(`run aborted: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
console.log(
  `BENCH ${JSON.stringify({ figure: `durability: failed checks after ${counts.rounds} kill -9 rounds`, value: failures.length, unit: '', budget: 0 })}`,
);
if (failures.length > 0) {
  if (writerErrors.size > 0) console.error(`Writes refused before a kill: ${[...writerErrors].join(' | ')}`);
  console.error(`\n${failures.length} failed check(s):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
if (writerErrors.size > 0)
  console.log(`Writes refused before a kill (the writer stopped for that round): ${[...writerErrors].join(' | ')}`);
console.log('All checks passed.');
process.exit(0);
