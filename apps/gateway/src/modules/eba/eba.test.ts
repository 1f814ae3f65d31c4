import { randomBytes, randomUUID } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import { EBA_DASHBOARD_COLUMNS, EBA_DASHBOARD_MAX_ROWS, ebaUploadReducer, type EbaUploadStatusValue } from '@console/rules/eba';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JobQueue } from '../../jobs/queue.ts';
import { errorCode, startGateway, type TestClient, type TestGateway } from '../../testing/http.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';
import { writeZip } from '../../testing/zip.ts';
import { registerEbaJobs } from './eba-jobs.ts';
import {
  EBA_MESSAGES,
  EBA_PENDING_UPLOADS_PER_INSTITUTION,
  EBA_UPLOADED_KEEP_SECONDS,
  expireUploads,
  runEbaUpload,
  setEbaDispatcher,
} from './processing.ts';
import { dashboardWorkbook, safeCell, selectionWorkbook } from './selection-file.ts';
import { EBA_SIGNED_URL_SECONDS, forgetSigningSecret } from './signing.ts';
import { inspectZip } from './zip.ts';

let test: TestDatabase;
let gateway: TestGateway;
// The gateway's clock in these tests: it starts at the real time of the run (a fixed date made the sweep test fail
// once the real date was over 12 hours past it: the sweep step moves the clock to the real time, and the
// session created at the fixed time had expired by then).
const START = new Date();
let now = START;

beforeAll(async () => {
  forgetSigningSecret();
  setEbaDispatcher(null);
  test = await createTestDatabase();
  gateway = await startGateway(test.db, { now: () => now });
}, 60_000);
afterAll(async () => {
  await gateway.close();
  await test.close();
});
beforeEach(async () => {
  now = START;
  setEbaDispatcher(null);
  await test.db.query(`UPDATE eba_uploads SET status = 'aborted' WHERE status NOT IN ('failed', 'success', 'aborted')`);
  await test.db.query('UPDATE eba_participants SET has_successful_upload = false, is_processing = false');
  // One order per institution and cycle: each test starts before the institution's order.
  await test.db.query('DELETE FROM eba_orders');
});

const SIGNED = 'mutation ($s: String!) { ebaSignedUrl(siteCode: $s) }';
const TRIGGER = 'mutation ($s: String!) { ebaTriggerUpload(siteCode: $s, accountType: "institution") { status message reason } }';
const STATUS =
  'query ($s: String!) { ebaUploadStatus(siteCode: $s) { status message reason details { remainingBalance balanceThreshold } } }';
const LINK = 'query ($s: String!) { getEBADownloadLink(siteCode: $s) }';

async function librarian(): Promise<TestClient> {
  const client = gateway.client();
  await client.login('librarian@demo.edu');
  return client;
}

async function download(client: TestClient, path: string): Promise<Response> {
  return fetch(`${gateway.url}${path}`, { headers: { cookie: client.cookieHeader() } });
}

/** The selection file as the librarian downloads it, with the given title rows (0-based) marked 'y' and edits applied. */
async function markedFile(client: TestClient, marks: number[] | 'all', edit?: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const { getEBADownloadLink } = await client.data<{ getEBADownloadLink: string }>(LINK, { s: 'demouniv' });
  const response = await download(client, getEBADownloadLink);
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  const last = sheet.rowCount;
  for (let row = 5; row <= last; row += 1) {
    if (marks === 'all' || marks.includes(row - 5)) sheet.getCell(row, 1).value = 'y';
  }
  edit?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function post(url: string, file: Buffer | Blob, change: (form: FormData) => void = () => {}): Promise<Response> {
  const target = new URL(url, gateway.url);
  const form = new FormData();
  for (const [name, value] of target.searchParams) form.append(name, value);
  form.append('file', file instanceof Blob ? file : new Blob([new Uint8Array(file)]), 'selection.xlsx');
  change(form);
  return fetch(`${target.origin}${target.pathname}`, { method: 'POST', body: form });
}

async function signedUrl(client: TestClient): Promise<string> {
  return (await client.data<{ ebaSignedUrl: string }>(SIGNED, { s: 'demouniv' })).ebaSignedUrl;
}

async function uploadAndProcess(client: TestClient, file: Buffer) {
  const url = await signedUrl(client);
  expect((await post(url, file)).status).toBe(204);
  await client.data(TRIGGER, { s: 'demouniv' });
  const { rows } = await test.db.query<{ id: string }>(
    `SELECT id FROM eba_uploads WHERE status = 'queued' ORDER BY created_at DESC LIMIT 1`,
  );
  const outcome = await runEbaUpload(test.db, rows[0]!.id);
  const status = (
    await client.data<{
      ebaUploadStatus: {
        status: string;
        reason: string | null;
        details: { remainingBalance: number | null; balanceThreshold: number | null } | null;
      };
    }>(STATUS, { s: 'demouniv' })
  ).ebaUploadStatus;
  return { outcome, status };
}

const small = (name: string) => {
  const data = Buffer.from('<x/>');
  return { name, data: deflateRawSync(data), size: data.length };
};

describe('EBA selection file and processing', () => {
  it('downloads a real XLSX of eligible titles with site code, cycle and the Selection column', async () => {
    const client = await librarian();
    const { getEBADownloadLink } = await client.data<{ getEBADownloadLink: string }>(LINK, { s: 'demouniv' });
    const response = await download(client, getEBADownloadLink);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Site code', 'demouniv', 'Demo University']);
    expect(sheet.getCell('B2').value).toBe('2024-2025');
    expect(sheet.getRow(4).values).toEqual([undefined, 'Selection', 'ISBN', 'Title', 'Usage', 'Price (USD)']);
    expect(sheet.rowCount).toBe(4 + 40);
    expect(typeof sheet.getCell('E5').value).toBe('number');
    const anonymous = await fetch(`${gateway.url}${getEBADownloadLink}`);
    expect(anonymous.status).toBe(401);
    const basic = gateway.client();
    await basic.login('basic@demo.edu');
    expect((await download(basic, getEBADownloadLink)).status).toBe(403);
    expect(errorCode(await basic.gql(SIGNED, { s: 'demouniv' }))).toBe('FORBIDDEN');
  });

  it('accepts 1 to 10 titles: the order is stored and the institution is submitted', async () => {
    const client = await librarian();
    const { outcome, status } = await uploadAndProcess(client, await markedFile(client, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
    expect(outcome.status).toBe('success');
    expect(status.status).toBe('success');
    const { rows } = await test.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM eba_order_items i JOIN eba_orders o ON o.id = i.order_id',
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(10);
    const participant = await client.data<{ ebaParticipantStatus: Array<{ hasSuccessfulUpload: boolean; isProcessing: boolean }> }>(
      'query { ebaParticipantStatus(siteCodes: ["demouniv"]) { hasSuccessfulUpload isProcessing } }',
    );
    expect(participant.ebaParticipantStatus[0]).toEqual({ hasSuccessfulUpload: true, isProcessing: false });
    const audit = await test.db.query<{ action: string }>(`SELECT action FROM eba_audit ORDER BY id DESC LIMIT 3`);
    expect(audit.rows.map((row) => row.action)).toEqual(['order_submitted', 'upload_triggered', 'file_uploaded']);
  });

  it('stores one order per institution and cycle: a later upload is refused on the server, the success status kept', async () => {
    const client = await librarian();
    // A signed URL issued before the order, used after it.
    const early = await signedUrl(client);
    const first = await uploadAndProcess(client, await markedFile(client, [0, 1]));
    expect(first.outcome.status).toBe('success');
    const orders = async () =>
      (
        await test.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM eba_orders o JOIN accounts a ON a.id = o.account_id WHERE a.code = 'demouniv'`,
        )
      ).rows[0]!.n;
    expect(await orders()).toBe(1);

    const again = await client.gql(SIGNED, { s: 'demouniv' });
    expect(errorCode(again)).toBe('EBA_ORDER_SUBMITTED');
    expect(again.body.errors?.[0]?.message).toBe('Your institution has already submitted its selections for this cycle.');
    expect((await post(early, await markedFile(client, [3]))).status).toBe(204);
    expect(errorCode(await client.gql(TRIGGER, { s: 'demouniv' }))).toBe('EBA_ORDER_SUBMITTED');
    expect(await orders()).toBe(1);
    const participant = await client.data<{ ebaParticipantStatus: Array<{ hasSuccessfulUpload: boolean }> }>(
      'query { ebaParticipantStatus(siteCodes: ["demouniv"]) { hasSuccessfulUpload } }',
    );
    expect(participant.ebaParticipantStatus[0]!.hasSuccessfulUpload).toBe(true);
  });

  it('caps pending uploads per institution and expires unused signed URLs and unprocessed files (issue 30, item 10)', async () => {
    const client = await librarian();
    const urls: string[] = [];
    for (let index = 0; index < EBA_PENDING_UPLOADS_PER_INSTITUTION; index += 1) urls.push(await signedUrl(client));
    const refused = await client.gql(SIGNED, { s: 'demouniv' });
    expect(errorCode(refused)).toBe('EBA_UPLOADS_PENDING');
    // One stored file, never triggered.
    expect((await post(urls[0]!, await markedFile(client, [0]))).status).toBe(204);
    const pending = async () =>
      (
        await test.db.query<{ status: string; has_file: boolean }>(
          `SELECT u.status, u.file IS NOT NULL AS has_file FROM eba_uploads u JOIN accounts a ON a.id = u.account_id
            WHERE a.code = 'demouniv' AND u.status IN ('signed', 'uploaded') ORDER BY u.created_at`,
        )
      ).rows;
    expect((await pending()).map((row) => row.status)).toEqual([
      'uploaded',
      ...Array<string>(EBA_PENDING_UPLOADS_PER_INSTITUTION - 1).fill('signed'),
    ]);
    // Past the signed URLs' expiry: they go; the stored file stays until its own limit.
    let expired = await expireUploads(test.db, new Date(Date.now() + (EBA_SIGNED_URL_SECONDS + 1) * 1000));
    expect(expired).toEqual({ signed: EBA_PENDING_UPLOADS_PER_INSTITUTION - 1, uploaded: 0 });
    expect(await signedUrl(client)).toBeTruthy();
    expired = await expireUploads(test.db, new Date(Date.now() + (EBA_UPLOADED_KEEP_SECONDS + EBA_SIGNED_URL_SECONDS + 1) * 1000));
    expect(expired).toEqual({ signed: 1, uploaded: 1 });
    expect(await pending()).toEqual([]);
    const { rows } = await test.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM eba_uploads WHERE status = 'aborted' AND message LIKE 'Expired%' AND file IS NOT NULL`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('two uploads queued before the first order is stored: the second stops without a second order', async () => {
    const client = await librarian();
    const ids: string[] = [];
    for (const marks of [[0], [1]]) {
      expect((await post(await signedUrl(client), await markedFile(client, marks))).status).toBe(204);
      await client.data(TRIGGER, { s: 'demouniv' });
      const { rows } = await test.db.query<{ id: string }>(
        `SELECT id FROM eba_uploads WHERE status = 'queued' ORDER BY created_at DESC LIMIT 1`,
      );
      ids.push(rows[0]!.id);
    }
    expect((await runEbaUpload(test.db, ids[0]!)).status).toBe('success');
    expect((await runEbaUpload(test.db, ids[1]!)).status).toBe('duplicate');
    const { rows } = await test.db.query<{ n: number }>('SELECT count(*)::int AS n FROM eba_orders WHERE upload_id = ANY($1::uuid[])', [
      ids,
    ]);
    expect(rows[0]!.n).toBe(1);
    // Any status but failed is success to the console (spec 000 §4): the success panel stays.
    const { ebaUploadStatus } = await client.data<{ ebaUploadStatus: { status: string } }>(STATUS, { s: 'demouniv' });
    expect(ebaUploadStatus.status).not.toBe('failed');
  });

  it('refuses every title with balance_error and the remaining balance and threshold', async () => {
    const client = await librarian();
    const { status } = await uploadAndProcess(client, await markedFile(client, 'all'));
    expect(status.status).toBe('failed');
    expect(status.reason).toBe('EBA-balance_error');
    expect(status.details!.balanceThreshold).toBe(1450);
    expect(status.details!.remainingBalance!).toBeLessThan(0);
  });

  it('gives each error code in order', async () => {
    const client = await librarian();
    const cases: Array<[string, Buffer]> = [
      ['EBA-column_error', await markedFile(client, [0], (sheet) => (sheet.getCell('B4').value = 'Number'))],
      ['EBA-file_or_site_code_error', await markedFile(client, [0], (sheet) => (sheet.getCell('B1').value = 'basicinst'))],
      ['EBA-invalid_eba_selection_year', await markedFile(client, [0], (sheet) => (sheet.getCell('B2').value = '2023-2024'))],
      ['EBA-no_book_selections_error', await markedFile(client, [])],
      // Column error comes before the site code.
      [
        'EBA-column_error',
        await markedFile(client, [0], (sheet) => {
          sheet.getCell('B1').value = 'x';
          sheet.getCell('A4').value = '';
        }),
      ],
    ];
    for (const [reason, file] of cases) {
      const { status } = await uploadAndProcess(client, file);
      expect(status.reason).toBe(reason);
      expect(status.details!.remainingBalance).toBeNull();
    }
    // One code covers several checks: the audit row says which one refused the file.
    const { rows } = await test.db.query<{ detail: { code: string; why?: string } }>(
      `SELECT detail FROM eba_audit WHERE action = 'upload_failed' AND detail->>'code' = 'file_or_site_code_error' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]?.detail.why).toBe('site code basicinst in the file');
  });

  it('refuses a zip bomb and ../ paths before inflating, and a file that is not an XLSX', async () => {
    const client = await librarian();
    const bomb = writeZip([
      small('[Content_Types].xml'),
      small('xl/workbook.xml'),
      { name: 'xl/worksheets/sheet1.xml', data: deflateRawSync(Buffer.alloc(64 * 1024 * 1024)), size: 64 * 1024 * 1024 },
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    expect(inspectZip(bomb)).toEqual({ problem: 'too-large' });
    expect(performance.now() - started).toBeLessThan(100);
    expect((await post(await signedUrl(client), bomb)).status).toBe(415);
    const traversal = writeZip([small('[Content_Types].xml'), small('xl/workbook.xml'), small('xl/../../evil.xml')]);
    expect(inspectZip(traversal)).toEqual({ problem: 'unsafe-path' });
    expect((await post(await signedUrl(client), traversal)).status).toBe(415);
    expect((await post(await signedUrl(client), Buffer.from('Selection,ISBN\ny,123\n'))).status).toBe(415);
    const many = writeZip(Array.from({ length: 600 }, (_, index) => small(`xl/${index}.xml`)));
    expect(inspectZip(many)).toEqual({ problem: 'too-many-entries' });
    // A directory that understates an entry is refused by the job before exceljs reads it.
    const liar = writeZip([
      small('[Content_Types].xml'),
      small('xl/workbook.xml'),
      { name: 'xl/worksheets/sheet1.xml', data: deflateRawSync(Buffer.alloc(2 * 1024 * 1024)), size: 1000 },
    ]);
    const url = await signedUrl(client);
    const key = new URL(url, gateway.url).searchParams.get('key')!;
    await test.db.query(`UPDATE eba_uploads SET status = 'queued', file = $2 WHERE key = $1`, [key, liar]);
    const { rows } = await test.db.query<{ id: string }>('SELECT id FROM eba_uploads WHERE key = $1', [key]);
    expect(await runEbaUpload(test.db, rows[0]!.id)).toEqual({ status: 'failed', code: 'file_or_site_code_error' });
    const audit = await test.db.query<{ detail: { why?: string } }>(
      `SELECT detail FROM eba_audit WHERE upload_id = $1 AND action = 'upload_failed'`,
      [rows[0]!.id],
    );
    expect(audit.rows[0]?.detail.why).toBe('zip: entries do not match the directory');
  });

  it('refuses expired, tampered and reused signatures, and bodies over 10 MB', async () => {
    const client = await librarian();
    const file = await markedFile(client, [0]);
    const tampered = await signedUrl(client);
    expect((await post(tampered, file, (form) => form.set('siteCode', 'basicinst'))).status).toBe(403);
    expect((await post(tampered, file, (form) => form.set('expires', String(Number(form.get('expires')) + 600)))).status).toBe(403);
    const reused = await signedUrl(client);
    expect((await post(reused, file)).status).toBe(204);
    expect((await post(reused, file)).status).toBe(403);
    const expired = await signedUrl(client);
    now = new Date(now.getTime() + 6 * 60 * 1000);
    expect((await post(expired, file)).status).toBe(403);
    now = START;
    const big = Buffer.alloc(11 * 1024 * 1024, 1);
    expect((await post(await signedUrl(client), big)).status).toBe(413);
    // Without a declared length the endpoint stops reading at the limit.
    const chunks = new ReadableStream({
      start(controller) {
        for (let index = 0; index < 12; index += 1) controller.enqueue(new Uint8Array(1024 * 1024));
        controller.close();
      },
    });
    const streamed = await fetch(`${gateway.url}/ui/data-fetch/uploads/eba`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: chunks,
      duplex: 'half',
    } as RequestInit).catch(() => null);
    expect(streamed === null || streamed.status === 413).toBe(true);
  });

  it('keeps spaces in the key and writes a slash in a site code as _slash_', async () => {
    const client = await librarian();
    const url = await signedUrl(client);
    const key = new URL(url, gateway.url).searchParams.get('key')!;
    expect(key).toMatch(/^eba\/demouniv\/[0-9a-f-]+\/EBA selection\.xlsx$/);
    expect(url).toContain('EBA+selection.xlsx');
    const file = await markedFile(client, [0]);
    // A form that kept the '+' of the query string still names the key.
    expect((await post(url, file, (form) => form.set('key', key.replaceAll(' ', '+')))).status).toBe(204);
  });

  it("reports each step so the console's state machine shows 50 while extracting and 75 while processing", async () => {
    const client = await librarian();
    const url = await signedUrl(client);
    expect((await post(url, await markedFile(client, [0]))).status).toBe(204);
    await client.data(TRIGGER, { s: 'demouniv' });
    const progressAfter = async (message: string | null) => {
      if (message !== null)
        await test.db.query(`UPDATE eba_uploads SET status = 'running', message = $1 WHERE status IN ('queued', 'running')`, [message]);
      const { ebaUploadStatus } = await client.data<{ ebaUploadStatus: EbaUploadStatusValue }>(STATUS, { s: 'demouniv' });
      const stored = { kind: 'uploading', progress: 25, text: 'Uploading your file...' } as const;
      return ebaUploadReducer(stored, { type: 'status', value: ebaUploadStatus });
    };
    // Queued, then reading the workbook, then checking it.
    expect(await progressAfter(null)).toMatchObject({ kind: 'processing', progress: 50 });
    expect(await progressAfter(EBA_MESSAGES.extracting)).toMatchObject({ kind: 'processing', progress: 50 });
    expect(await progressAfter(EBA_MESSAGES.processing)).toMatchObject({ kind: 'processing', progress: 75 });
    await client.data('mutation { ebaAbortFileProcessing(siteCode: "demouniv") }');
  });

  it('aborts a running upload; the job then leaves it alone', async () => {
    const client = await librarian();
    const url = await signedUrl(client);
    expect((await post(url, await markedFile(client, [0]))).status).toBe(204);
    await client.data(TRIGGER, { s: 'demouniv' });
    expect(
      (await client.data<{ ebaUploadStatus: { status: string; message: string } }>(STATUS, { s: 'demouniv' })).ebaUploadStatus.message,
    ).toContain('extract');
    expect(
      (await client.data<{ ebaAbortFileProcessing: boolean }>('mutation { ebaAbortFileProcessing(siteCode: "demouniv") }'))
        .ebaAbortFileProcessing,
    ).toBe(true);
    const { rows } = await test.db.query<{ id: string }>(
      `SELECT id FROM eba_uploads WHERE status = 'aborted' ORDER BY updated_at DESC LIMIT 1`,
    );
    expect(await runEbaUpload(test.db, rows[0]!.id)).toEqual({ status: 'skipped' });
  });

  it('resumes an upload whose gateway stopped before running it, and sweeps one whose job was lost', async () => {
    const client = await librarian();
    const schema = `pgboss_${randomBytes(5).toString('hex')}`;
    const options = { db: test.db, workers: false, schedules: false, maintenance: false, schema, log: () => {} } as const;
    const first = await JobQueue.start(options);
    await registerEbaJobs(first, test.db, { log: () => {} }, () => now);
    expect((await post(await signedUrl(client), await markedFile(client, [1]))).status).toBe(204);
    await client.data(TRIGGER, { s: 'demouniv' });
    await first.stop();
    const second = await JobQueue.start(options);
    await registerEbaJobs(second, test.db, { log: () => {} }, () => now);
    expect(await second.runDue('eba-process')).toBe(1);
    expect((await client.data<{ ebaUploadStatus: { status: string } }>(STATUS, { s: 'demouniv' })).ebaUploadStatus.status).toBe('success');

    // A job never stored: the sweep queues it again once it has waited past the grace period.
    setEbaDispatcher(null);
    await test.db.query('DELETE FROM eba_orders');
    expect((await post(await signedUrl(client), await markedFile(client, [2]))).status).toBe(204);
    await client.data(TRIGGER, { s: 'demouniv' });
    await test.db.query(`UPDATE eba_uploads SET status = 'running', updated_at = now() - interval '10 minutes' WHERE status = 'queued'`);
    now = new Date();
    await second.send('eba-sweep', { reason: 'start' });
    await second.runDue('eba-sweep');
    expect(await second.runDue('eba-process')).toBe(1);
    expect((await client.data<{ ebaUploadStatus: { status: string } }>(STATUS, { s: 'demouniv' })).ebaUploadStatus.status).toBe('success');
    await second.stop();
  }, 60_000);

  it('shows the status dashboard and its report to internal staff only', async () => {
    const staff = gateway.client();
    await staff.login('staff@demo.org');
    const rows = await staff.data<{
      getParticipantDashboardData: Array<{ siteCode: string; complete: string; selectionFileSent: string | null }>;
    }>('query { getParticipantDashboardData(siteCodes: " demouniv , nothere") { siteCode complete selectionFileSent } }');
    expect(rows.getParticipantDashboardData).toEqual([{ siteCode: 'demouniv', complete: 'N', selectionFileSent: '2024-09-02' }]);
    const recent = await staff.data<{ getParticipantDashboardData: unknown[] }>('query { getParticipantDashboardData { siteCode } }');
    expect(recent.getParticipantDashboardData.length).toBeGreaterThan(0);
    expect(recent.getParticipantDashboardData.length).toBeLessThanOrEqual(20);
    const link = await staff.data<{ downloadParticipantStatusReport: string }>(
      'query { downloadParticipantStatusReport(siteCodes: "demouniv") }',
    );
    const response = await download(staff, link.downloadParticipantStatusReport);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets[0]!.getCell('B2').value).toBe('demouniv');
    const client = await librarian();
    expect(errorCode(await client.gql('query { getParticipantDashboardData { siteCode } }'))).toBe('FORBIDDEN');
    expect((await download(client, link.downloadParticipantStatusReport)).status).toBe(403);
  });

  it('neutralises cells that a spreadsheet program would read as formulas', async () => {
    expect(['=1+1', '+1', '-2', '@SUM(A1)', 'Plain'].map(safeCell)).toEqual(["'=1+1", "'+1", "'-2", "'@SUM(A1)", 'Plain']);
    const file = await selectionWorkbook({
      siteCode: 'x',
      institutionName: '=HYPERLINK("http://evil")',
      cycle: '2024-2025',
      titles: [{ isbn: '978-0', title: '@cmd', uses: 1, price: 2 }],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(file).buffer);
    expect(workbook.worksheets[0]!.getCell('C1').value).toBe('\'=HYPERLINK("http://evil")');
    expect(workbook.worksheets[0]!.getCell('C5').value).toBe("'@cmd");
    const report = new ExcelJS.Workbook();
    await report.xlsx.load(
      new Uint8Array(
        await dashboardWorkbook([
          {
            accountName: '-evil',
            siteCode: 'a',
            selectionFileSent: null,
            selectionFileUploaded: null,
            orderSubmitted: null,
            orderAccepted: null,
            statementSent: null,
            complete: 'N',
          },
        ]),
      ).buffer,
    );
    expect(report.worksheets[0]!.getCell('A2').value).toBe("'-evil");
  });

  it('lets an abort win over the trigger: before it, while its transaction is open, and before the job runs', async () => {
    const client = await librarian();
    const ABORT = 'mutation { ebaAbortFileProcessing(siteCode: "demouniv") }';
    const schema = `pgboss_${randomBytes(5).toString('hex')}`;
    const queue = await JobQueue.start({ db: test.db, workers: false, schedules: false, maintenance: false, schema, log: () => {} });
    await registerEbaJobs(queue, test.db, { log: () => {} }, () => now);
    const jobsOf = async (uploadId: string) =>
      (
        await test.db.query<{ output: { status: string } | null }>(
          `SELECT output FROM ${schema}.job WHERE name = 'eba-process' AND data->>'uploadId' = $1`,
          [uploadId],
        )
      ).rows;
    const latest = async () =>
      (
        await test.db.query<{ id: string; status: string }>(
          `SELECT id, status FROM eba_uploads WHERE status <> 'signed' ORDER BY updated_at DESC, created_at DESC LIMIT 1`,
        )
      ).rows[0]!;
    const stored = async () => {
      expect((await post(await signedUrl(client), await markedFile(client, [0]))).status).toBe(204);
      return (await latest()).id;
    };
    try {
      // 1. The abort comes first: the trigger refuses and queues nothing.
      const first = await stored();
      expect((await client.data<{ ebaAbortFileProcessing: boolean }>(ABORT)).ebaAbortFileProcessing).toBe(true);
      expect(errorCode(await client.gql(TRIGGER, { s: 'demouniv' }))).toBe('BAD_USER_INPUT');
      expect(await jobsOf(first)).toEqual([]);
      expect(await queue.runDue('eba-process')).toBe(0);

      // 2. The abort is sent while the trigger's transaction is open (after its UPDATE, before the job is stored):
      // the abort waits for that transaction and then wins; the job, stored with it, finds the upload aborted.
      const second = await stored();
      let abort: Promise<{ ebaAbortFileProcessing: boolean }> | null = null;
      setEbaDispatcher({
        enqueue: async (tx, uploadId) => {
          abort = client.data<{ ebaAbortFileProcessing: boolean }>(ABORT);
          await queue.send('eba-process', { uploadId }, { db: tx });
        },
        wake: () => {},
      });
      expect((await client.data<{ ebaTriggerUpload: { status: string } }>(TRIGGER, { s: 'demouniv' })).ebaTriggerUpload.status).toBe(
        'running',
      );
      expect(abort).not.toBeNull();
      expect((await abort!).ebaAbortFileProcessing).toBe(true);
      expect(await latest()).toEqual({ id: second, status: 'aborted' });
      expect(await queue.runDue('eba-process')).toBe(1);
      expect(await jobsOf(second)).toEqual([{ output: { status: 'skipped' } }]);
      expect(await latest()).toEqual({ id: second, status: 'aborted' });
      const { rows: orders } = await test.db.query('SELECT 1 FROM eba_orders WHERE upload_id = $1', [second]);
      expect(orders).toEqual([]);
      const { rows: participant } = await test.db.query<{ is_processing: boolean; has_successful_upload: boolean }>(
        `SELECT is_processing, has_successful_upload FROM eba_participants p JOIN accounts a ON a.id = p.account_id WHERE a.code = 'demouniv'`,
      );
      expect(participant).toEqual([{ is_processing: false, has_successful_upload: false }]);

      // 3. Without an abort the same path processes the file (the job stored in the trigger's transaction runs).
      await registerEbaJobs(queue, test.db, { log: () => {} }, () => now).catch(() => {});
      setEbaDispatcher({
        enqueue: async (tx, uploadId) => void (await queue.send('eba-process', { uploadId }, { db: tx })),
        wake: () => {},
      });
      const third = await stored();
      await client.data(TRIGGER, { s: 'demouniv' });
      expect(await queue.runDue('eba-process')).toBe(1);
      expect(await jobsOf(third)).toEqual([{ output: expect.objectContaining({ status: 'success' }) }]);
    } finally {
      await queue.stop();
    }
  }, 60_000);

  it('limits the dashboard and its report to 20 participants: the most recently updated, or the first 20 codes searched', async () => {
    const codes = Array.from({ length: 25 }, (_, index) => `ebalimit${String(index + 1).padStart(2, '0')}`);
    const ids = codes.map(() => randomUUID());
    const base = Date.now() + 60 * 60_000;
    await test.db.transaction(async (tx) => {
      for (const [index, code] of codes.entries()) {
        await tx.query(`INSERT INTO accounts (id, code, name, type, external_id) VALUES ($1, $2, $3, 'institution', $4)`, [
          ids[index],
          code,
          `EBA Limit College ${index + 1}`,
          `ext-${code}`,
        ]);
        // ebalimit25 was updated last; every fifth has its statement sent (complete 'Y').
        await tx.query(
          `INSERT INTO eba_participants (account_id, cycle, balance, balance_threshold, selection_file_sent, statement_sent, updated_at)
           VALUES ($1, '2024-2025', 1500, 1450, '2024-09-02T14:00:00Z', $2, $3)`,
          [ids[index], (index + 1) % 5 === 0 ? '2024-10-01T09:00:00Z' : null, new Date(base + index * 60_000).toISOString()],
        );
      }
    });
    try {
      const staff = gateway.client();
      await staff.login('staff@demo.org');
      type Row = { siteCode: string; accountName: string; complete: string; statementSent: string | null };
      const DASHBOARD = 'query ($s: String) { getParticipantDashboardData(siteCodes: $s) { siteCode accountName complete statementSent } }';
      const recent = (await staff.data<{ getParticipantDashboardData: Row[] }>(DASHBOARD, { s: null })).getParticipantDashboardData;
      expect(EBA_DASHBOARD_MAX_ROWS).toBe(20);
      expect(recent.map((row) => row.siteCode)).toEqual([...codes].reverse().slice(0, 20));
      expect(recent[0]).toEqual({
        siteCode: 'ebalimit25',
        accountName: 'EBA Limit College 25',
        complete: 'Y',
        statementSent: '2024-10-01',
      });
      expect(recent[1]).toMatchObject({ siteCode: 'ebalimit24', complete: 'N', statementSent: null });
      // Searching all 25 (with spaces and a repeat) gives the first 20, in the order typed.
      const search = ` ${codes.join(' , ')}, ebalimit01`;
      const searched = (await staff.data<{ getParticipantDashboardData: Row[] }>(DASHBOARD, { s: search })).getParticipantDashboardData;
      expect(searched.map((row) => row.siteCode)).toEqual(codes.slice(0, 20));

      // The report has the dashboard's columns (one list in @console/rules/eba) and the same 20 rows.
      const report = async (siteCodes: string | null) => {
        const link = (
          await staff.data<{ downloadParticipantStatusReport: string }>(
            'query ($s: String) { downloadParticipantStatusReport(siteCodes: $s) }',
            {
              s: siteCodes,
            },
          )
        ).downloadParticipantStatusReport;
        const response = await download(staff, link);
        expect(response.status).toBe(200);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(await response.arrayBuffer());
        const sheet = workbook.worksheets[0]!;
        const rows: string[][] = [];
        sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
        return rows;
      };
      const recentReport = await report(null);
      expect(recentReport[0]).toEqual(EBA_DASHBOARD_COLUMNS.map((column) => column.label));
      expect(recentReport.slice(1).map((row) => row[1])).toEqual(recent.map((row) => row.siteCode));
      expect(recentReport[1]).toEqual(['EBA Limit College 25', 'ebalimit25', '2024-09-02', '', '', '', '2024-10-01', 'Y']);
      expect((await report(search)).slice(1).map((row) => row[1])).toEqual(codes.slice(0, 20));
    } finally {
      await test.db.query('DELETE FROM accounts WHERE id = ANY($1::uuid[])', [ids]);
    }
  });
});
