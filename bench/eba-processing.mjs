#!/usr/bin/env node
// bench/eba-processing: the EBA processing job on a 20,000-row selection file, and a 10 MB zip bomb refused.
// A fresh PGlite data folder under .tmp/, migrated, demo accounts and EBA programme seeded, 20,000 eligible
// titles added; the selection file is written with the gateway's own writer (10 titles marked 'y'), stored
// as a queued upload and processed by runEbaUpload three times while RSS is sampled every 5 ms. Then a
// 10 MB zip (100 entries of 100 MB of deflated zeros each) goes through the storage endpoint's check.
// Exits 1 when a run is over 5 s, RSS grows more than 150 MB, a run does not succeed, or the bomb takes over
// 100 ms to refuse.
//   node --import tsx bench/eba-processing.mjs [--titles 20000]
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdirSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { deflateRawSync } from 'node:zlib';
import { TEST_SCRYPT_PARAMS, hashPassword } from '../apps/gateway/src/auth/passwords.ts';
import { openPGlite } from '../apps/gateway/src/db/connection.ts';
import { migrate } from '../apps/gateway/src/db/migrate.ts';
import { seedAccountsAndUsers } from '../apps/gateway/src/db/seed/accounts-and-users.ts';
import { seedEba } from '../apps/gateway/src/db/seed/eba.ts';
import { insertRows } from '../apps/gateway/src/db/seed/insert.ts';
import { runEbaUpload } from '../apps/gateway/src/modules/eba/processing.ts';
import { selectionTitles } from '../apps/gateway/src/modules/eba/repository.ts';
import { selectionWorkbook } from '../apps/gateway/src/modules/eba/selection-file.ts';
import { hasZipSignature, inspectZip } from '../apps/gateway/src/modules/eba/zip.ts';
import { writeZip } from '../apps/gateway/src/testing/zip.ts';

const BUDGET_MS = 5000;
const BUDGET_RSS = 150 * 1024 * 1024;
const BOMB_BUDGET_MS = 100;
const titlesIndex = process.argv.indexOf('--titles');
const TITLES = titlesIndex === -1 ? 20_000 : Number(process.argv[titlesIndex + 1]);
const RUNS = 3;

const root = new URL('../', import.meta.url).pathname;
const dataDir = `${root}.tmp/bench-eba-processing`;
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const ms = (value) => `${value.toFixed(0)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const db = await openPGlite(dataDir);
let exitCode = 0;
try {
  await migrate(db);
  await db.transaction(async (tx) => {
    await seedAccountsAndUsers(tx, { hashPassword: (password) => hashPassword(password, TEST_SCRYPT_PARAMS) });
    await seedEba(tx);
  });
  const extra = Array.from({ length: TITLES - 40 }, (_, index) => [`979-8-${String(index).padStart(7, '0')}-1`, `Bench title ${index}`, 1]);
  await insertRows(db, 'eba_titles', ['isbn', 'title', 'price'], extra);
  const { rows: accounts } = await db.query("SELECT id FROM accounts WHERE code = 'demouniv'");
  const accountId = accounts[0].id;
  const titles = await selectionTitles(db, accountId);
  const file = await selectionWorkbook({ siteCode: 'demouniv', institutionName: 'Demo University', cycle: '2024-2025', titles });
  // exceljs is the gateway's dependency: resolved from there.
  const marked = await (async () => {
    const ExcelJS = createRequire(new URL('../apps/gateway/package.json', import.meta.url))('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file);
    const sheet = workbook.worksheets[0];
    for (let row = 5; row < 15; row += 1) sheet.getCell(row, 1).value = 'y';
    return Buffer.from(await workbook.xlsx.writeBuffer());
  })();
  console.log(`selection file: ${titles.length} titles, ${mb(marked.length)}`);
  for (let run = 1; run <= RUNS; run += 1) {
    await db.query('UPDATE eba_participants SET has_successful_upload = false');
    const id = randomUUID();
    await db.query(`INSERT INTO eba_uploads (id, account_id, key, expires_at, status, file) VALUES ($1, $2, $3, now(), 'queued', $4)`, [
      id,
      accountId,
      `bench/${id}`,
      marked,
    ]);
    global.gc?.();
    const base = process.memoryUsage().rss;
    let peak = base;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const started = performance.now();
    const outcome = await runEbaUpload(db, id);
    const elapsed = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const ok = outcome.status === 'success' && elapsed <= BUDGET_MS && peak - base <= BUDGET_RSS;
    if (!ok) exitCode = 1;
    console.log(
      `BENCH ${JSON.stringify({ figure: `EBA selection file of ${TITLES} titles processed`, value: +elapsed.toFixed(0), unit: 'ms', budget: BUDGET_MS, holds: ok })}`,
    );
    console.log(`run ${run}: ${outcome.status}, ${ms(elapsed)}, peak RSS growth ${mb(peak - base)}${ok ? '' : '  OVER BUDGET'}`);
  }
  const chunk = deflateRawSync(Buffer.alloc(100 * 1024 * 1024));
  const entries = [];
  let size = 0;
  for (let index = 0; size < 10 * 1024 * 1024; index += 1) {
    entries.push({ name: `xl/worksheets/sheet${index}.xml`, data: chunk, size: 100 * 1024 * 1024 });
    size += chunk.length;
  }
  const bomb = writeZip(entries);
  const started = performance.now();
  const refused = !hasZipSignature(bomb) || 'problem' in inspectZip(bomb);
  const elapsed = performance.now() - started;
  if (!refused || elapsed > BOMB_BUDGET_MS) exitCode = 1;
  console.log(
    `zip bomb ${mb(bomb.length)} declaring ${mb(entries.length * 100 * 1024 * 1024)}: ${refused ? 'refused' : 'ACCEPTED'} in ${elapsed.toFixed(2)} ms`,
  );
} finally {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
