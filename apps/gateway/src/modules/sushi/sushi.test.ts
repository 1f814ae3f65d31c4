import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUSHI_CREDENTIAL } from '../../db/seed/sushi.ts';
import { hashApiKey } from './credentials.ts';
import { acquireReportLease, releaseReportLease } from './leases.ts';
import { DEFAULT_SUSHI_MAX_REPORT_CELLS } from '../../config.ts';
import { faultyDb } from '../../testing/faulty-db.ts';
import { errorCode, startGateway, type TestClient, type TestGateway } from '../../testing/http.ts';
import { responseSchemaErrors } from '../../testing/counter-schema.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';
import { COUNTER_REPORT_IDS, type CounterReportId } from '../counter/definitions.ts';
import { generateCounterReport, memorySink, ReportTooLargeError } from '../counter/generate.ts';
import { counterReportGenerator } from '../counter/report-generator.ts';
import { firstDataMonth } from '../counter/query.ts';
import { lastCompleteMonth, lastDayOfMonth, monthsBetween, type CounterRequest } from '../counter/request.ts';
import { placeholderGenerator, runReportRequest } from '../reports/jobs.ts';

let test: TestDatabase;
let gateway: TestGateway;
/** One clock for the gateway and the console's report job, so both see the same months as ready. */
const NOW = new Date();
const LAST = lastCompleteMonth(NOW);
/** The twelve complete months before NOW (the demo usage covers two years up to yesterday). */
const FIRST = (() => {
  const year = Number(LAST.slice(0, 4)) - 1;
  const month = Number(LAST.slice(5, 7)) + 1;
  return month === 13 ? `${year + 1}-01` : `${year}-${String(month).padStart(2, '0')}`;
})();
const DEMO = { customer_id: 'demouniv', requestor_id: DEMO_SUSHI_CREDENTIAL.requestorId, api_key: DEMO_SUSHI_CREDENTIAL.apiKey };
const PERIOD = { begin_date: FIRST, end_date: LAST };

beforeAll(async () => {
  test = await createTestDatabase();
  gateway = await startGateway(test.db, { now: () => NOW, sushiRateLimit: { requests: 1000 } });
});
afterAll(async () => {
  await gateway?.close();
  await test?.close();
});

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

async function sushi(path: string, params: Record<string, string> = {}, target: TestGateway = gateway): Promise<Answer> {
  const response = await fetch(`${target.url}/sushi${path}?${new URLSearchParams(params).toString()}`);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null };
}

/** The answer validates against the document's schema for its path and status. */
function expectValid(path: string, answer: Answer) {
  expect(responseSchemaErrors(path, answer.status, answer.body)).toEqual([]);
}

function exceptionCodes(report: unknown): number[] {
  return ((report as { Report_Header: { Exceptions?: Array<{ Code: number }> } }).Report_Header.Exceptions ?? []).map(
    (entry) => entry.Code,
  );
}

const CREATE =
  'mutation ($siteCode: String!) { createSushiCredential(siteCode: $siteCode) { apiKey credential { id requestorId createdBy } } }';
const LIST = 'query ($siteCode: String!) { sushiCredentials(siteCode: $siteCode) { id requestorId createdAt createdBy lastUsedAt } }';
const REVOKE = 'mutation ($id: ID!) { revokeSushiCredential(credentialId: $id) }';

async function signedIn(username: string): Promise<TestClient> {
  const client = gateway.client();
  await client.login(username);
  return client;
}

async function createCredential(client: TestClient, siteCode: string) {
  const { createSushiCredential } = await client.data<{
    createSushiCredential: { apiKey: string; credential: { id: string; requestorId: string; createdBy: string } };
  }>(CREATE, { siteCode });
  return createSushiCredential;
}

describe('COUNTER_SUSHI 5.1: status, members, report list', () => {
  it('/r51/status needs no credentials and names the latest usage date for each platform', async () => {
    const answer = await sushi('/r51/status');
    expect(answer.status).toBe(200);
    expectValid('/r51/status', answer);
    const statuses = answer.body as Array<{ Service_Active: boolean; Note: string; Description: string }>;
    expect(statuses.map((status) => status.Description)).toEqual([
      'COUNTER Release 5.1 usage reports for the JSTOR platform.',
      'COUNTER Release 5.1 usage reports for the Artstor platform.',
    ]);
    expect(statuses[0]).toMatchObject({ Service_Active: true });
    expect(statuses[0]?.Note).toContain(`the latest usage date is ${lastDayOfMonth(LAST)}.`);
    const one = await sushi('/r51/status', { platform: 'JSTOR' });
    expect((one.body as unknown[]).length).toBe(1);
  });

  it("/r51/members: an institution's credential lists the institution", async () => {
    const answer = await sushi('/r51/members', DEMO);
    expect(answer.status).toBe(200);
    expectValid('/r51/members', answer);
    expect(answer.body).toEqual([
      { Customer_ID: 'demouniv', Institution_Name: 'Demo University', Institution_ID: { Proprietary: ['jstor:demouniv'] } },
    ]);
  });

  it("/r51/members and reports: a consortium's credential covers its members, not other institutions", async () => {
    const consortium = await createCredential(await signedIn('consortium@demo.edu'), 'democons');
    const credentials = { requestor_id: consortium.credential.requestorId, api_key: consortium.apiKey };
    const members = await sushi('/r51/members', { ...credentials, customer_id: 'democons' });
    expect(members.status).toBe(200);
    expectValid('/r51/members', members);
    const list = members.body as Array<{ Customer_ID: string }>;
    expect(list).toHaveLength(13);
    expect(list[0]?.Customer_ID).toBe('democons');
    const child = list[1]!.Customer_ID;
    const childReport = await sushi('/r51/reports/tr_j1', { ...credentials, customer_id: child, ...PERIOD });
    expect(childReport.status).toBe(200);
    expectValid('/r51/reports/tr_j1', childReport);
    expect((childReport.body as { Report_Items: unknown[] }).Report_Items.length).toBeGreaterThan(0);
    expect((childReport.body as { Report_Header: { Institution_ID: unknown } }).Report_Header.Institution_ID).toEqual({
      Proprietary: [`jstor:${child}`],
    });
    for (const customer of ['demouniv', 'basicinst']) {
      const refused = await sushi('/r51/reports/tr_j1', { ...credentials, customer_id: customer, ...PERIOD });
      expect([refused.status, (refused.body as { Code: number }).Code]).toEqual([403, 2010]);
      expectValid('/r51/reports/tr_j1', refused);
    }
    // Demo University's credential does not reach the consortium's members either.
    const outside = await sushi('/r51/members', { ...DEMO, customer_id: child });
    expect([outside.status, (outside.body as { Code: number }).Code]).toEqual([403, 2010]);
  });

  it('/r51/reports lists the 16 reports with the months available', async () => {
    const answer = await sushi('/r51/reports', DEMO);
    expect(answer.status).toBe(200);
    expectValid('/r51/reports', answer);
    const reports = answer.body as Array<{ Report_ID: string; Last_Month_Available: string; Path: string }>;
    expect(reports.map((report) => report.Report_ID)).toEqual([...COUNTER_REPORT_IDS]);
    expect(reports[9]).toMatchObject({ Report_ID: 'TR_J1', Path: '/r51/reports/tr_j1', Last_Month_Available: LAST });
  });
});

const ADD = `mutation ($data: ReportSubmissionInput!) { addReport(submissionData: $data) { report_id } }`;

/** The same report through the console: requested with addReport, made by the report job, downloaded as JSON. */
async function consoleReport(
  client: TestClient,
  userId: string,
  reportCode: CounterReportId,
  optional: Array<{ name: string; value: string }>,
) {
  const { addReport } = await client.data<{ addReport: { report_id: string } }>(ADD, {
    data: {
      report_name: `${reportCode} json`,
      report_type: 'Counter5.1',
      user_id: userId,
      email_address: 'librarian@demo.edu',
      output_format: 'json',
      attributes: {
        namespace: 'Counter5.1',
        reportCode,
        institutionName: 'Demo University',
        requiredAttributes: [
          { name: 'Institution_ID', value: 'demouniv' },
          { name: 'Begin_Date', value: `${FIRST}-01` },
          { name: 'End_Date', value: lastDayOfMonth(LAST) },
          { name: 'Platform', value: 'jstor' },
        ],
        optionalAttributes: optional,
      },
    },
  });
  const { rows } = await test.db.query<{ id: string }>('SELECT id FROM report_requests WHERE report_id = $1', [addReport.report_id]);
  const generator = counterReportGenerator({ createdBy: 'JSTOR', now: () => NOW, fallback: placeholderGenerator });
  expect(await runReportRequest(test.db, rows[0]!.id, { generator })).toMatchObject({ status: 'complete' });
  const response = await fetch(`${gateway.url}/admin/reports/download/${addReport.report_id}/`, {
    headers: { cookie: client.cookieHeader() },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { Report_Header: Record<string, unknown>; Report_Items: unknown[] };
}

/** Master reports are asked for with their attributes shown, as a harvester would. */
const MASTER_ATTRIBUTES: Partial<Record<CounterReportId, string>> = {
  PR: 'Access_Method',
  DR: 'Access_Method',
  TR: 'YOP|Access_Type|Access_Method',
  IR: 'Authors|Publication_Date|Article_Version|YOP|Access_Type|Access_Method',
};

describe('COUNTER_SUSHI 5.1: every report, the same numbers as the console', () => {
  let client: TestClient;
  let userId: string;
  beforeAll(async () => {
    client = await signedIn('librarian@demo.edu');
    userId = (await client.data<{ session: { userAccount: { id: string } } }>('{ session { userAccount { id } } }')).session.userAccount.id;
  });

  it.each(COUNTER_REPORT_IDS)('%s: valid against its schema in the document, items equal to the console report', async (reportId) => {
    const path = `/r51/reports/${reportId.toLowerCase()}`;
    const attributes = MASTER_ATTRIBUTES[reportId];
    const answer = await sushi(path, { ...DEMO, ...PERIOD, ...(attributes ? { attributes_to_show: attributes } : {}) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expectValid(path, answer);
    const harvested = answer.body as { Report_Header: Record<string, unknown>; Report_Items: unknown[] };
    const fromConsole = await consoleReport(
      client,
      userId,
      reportId,
      attributes ? [{ name: 'Attributes_To_Show', value: attributes }] : [],
    );
    expect(harvested.Report_Items).toEqual(fromConsole.Report_Items);
    const { Created: _created, ...header } = harvested.Report_Header;
    const { Created: _consoleCreated, ...consoleHeader } = fromConsole.Report_Header;
    expect(header).toEqual(consoleHeader);
    if (reportId !== 'IR_M1') expect(harvested.Report_Items.length).toBeGreaterThan(0);
  });

  it('master report filters, Granularity=Totals and unsupported parameters (3050, 3062, 3063 in the header)', async () => {
    const totals = await sushi('/r51/reports/tr', {
      ...DEMO,
      ...PERIOD,
      metric_type: 'Total_Item_Requests|Unique_Item_Requests',
      granularity: 'Totals',
    });
    expect(totals.status).toBe(200);
    expectValid('/r51/reports/tr', totals);
    const header = (totals.body as { Report_Header: { Report_Attributes: unknown; Report_Filters: { Metric_Type: string[] } } })
      .Report_Header;
    expect(header.Report_Attributes).toEqual({ Granularity: 'Totals' });
    expect(header.Report_Filters.Metric_Type).toEqual(['Total_Item_Requests', 'Unique_Item_Requests']);

    const ignored = await sushi('/r51/reports/ir', {
      ...DEMO,
      ...PERIOD,
      database: 'x',
      include_component_details: 'True',
      granularity: 'Weeks',
      foo: '1',
    });
    expect(ignored.status).toBe(200);
    expectValid('/r51/reports/ir', ignored);
    expect(exceptionCodes(ignored.body)).toEqual([3050, 3050, 3062, 3063]);

    const view = await sushi('/r51/reports/tr_j1', { ...DEMO, ...PERIOD, metric_type: 'No_License', granularity: 'Totals' });
    expectValid('/r51/reports/tr_j1', view);
    expect(exceptionCodes(view.body)).toEqual([3050, 3050]);
  });
});

/** The common extension attributes (Attributes_To_Show) this server shows. */
const EXTENSIONS = 'Institution_Name|Customer_ID|Country_Code|Subdivision_Name|Subdivision_Code|Attributed';
const EXTENSION_NAMES = EXTENSIONS.split('|');
/** A quarter: the extensions' tests read less than the year the other tests read. */
const QUARTER = { begin_date: monthsBetween(`${FIRST}-01`, `${LAST}-01`).at(-3)!, end_date: LAST };
type Report = {
  Report_Header: { Report_Filters: Record<string, unknown>; Report_Attributes?: Record<string, unknown> };
  Report_Items: unknown[];
};

/** Every Attribute_Performance of a report (IR: of the items under each parent). */
function performancesOf(report: unknown): Array<Record<string, unknown>> {
  const items = (report as Report).Report_Items as Array<Record<string, unknown>>;
  const flat = items.flatMap((item) => (Array.isArray(item.Items) ? (item.Items as Array<Record<string, unknown>>) : [item]));
  return flat.flatMap((item) => item.Attribute_Performance as Array<Record<string, unknown>>);
}

/** The report's items without the extension elements. */
function withoutExtensions(report: unknown): unknown[] {
  return JSON.parse(
    JSON.stringify((report as Report).Report_Items, (key, value: unknown) => (EXTENSION_NAMES.includes(key) ? undefined : value)),
  ) as unknown[];
}

async function countryOf(code: string): Promise<string | null> {
  const { rows } = await test.db.query<{ country_code: string | null }>('SELECT country_code FROM accounts WHERE code = $1', [code]);
  return rows[0]!.country_code;
}

describe('COUNTER_SUSHI 5.1: the common extensions attributed, country_code and subdivision_code', () => {
  it.each(['PR', 'DR', 'TR', 'IR'] as const)(
    '%s: as filters the report is unchanged and echoed, as attributes every performance carries them; valid',
    async (reportId) => {
      const path = `/r51/reports/${reportId.toLowerCase()}`;
      const country = await countryOf('demouniv');
      expect(country).toMatch(/^[A-Z]{2}$/);
      const plain = await sushi(path, { ...DEMO, ...QUARTER });
      expect(exceptionCodes(plain.body)).toEqual([]);
      expect((plain.body as Report).Report_Items.length).toBeGreaterThan(0);

      const filtered = await sushi(path, { ...DEMO, ...QUARTER, attributed: 'Yes', country_code: country! });
      expect(filtered.status).toBe(200);
      expectValid(path, filtered);
      expect(exceptionCodes(filtered.body)).toEqual([]);
      expect((filtered.body as Report).Report_Header.Report_Filters).toMatchObject({ Attributed: 'Yes', Country_Code: country });
      expect((filtered.body as Report).Report_Items).toEqual((plain.body as Report).Report_Items);

      const shown = await sushi(path, { ...DEMO, ...QUARTER, attributes_to_show: EXTENSIONS });
      expect(shown.status).toBe(200);
      expectValid(path, shown);
      expect(exceptionCodes(shown.body)).toEqual([]);
      expect((shown.body as Report).Report_Header.Report_Attributes?.Attributes_To_Show).toEqual(EXTENSION_NAMES);
      const performances = performancesOf(shown.body);
      expect(performances.length).toBe(performancesOf(plain.body).length);
      for (const performance of performances) {
        // No subdivision is recorded for any institution: Subdivision_Code is unknown and left out.
        expect(performance).toMatchObject({
          Institution_Name: 'Demo University',
          Customer_ID: 'demouniv',
          Country_Code: country,
          Attributed: 'Yes',
        });
        expect(performance).not.toHaveProperty('Subdivision_Code');
        expect(performance).not.toHaveProperty('Subdivision_Name');
      }
      expect(withoutExtensions(shown.body)).toEqual((plain.body as Report).Report_Items);
    },
  );

  it('a filter excluding the usage answers 3030 and no items; invalid values 3060 and are not applied; standard views 3050', async () => {
    const path = '/r51/reports/pr';
    const country = (await countryOf('demouniv'))!;
    const other = country === 'CA' ? 'US' : 'CA';
    const plain = await sushi(path, { ...DEMO, ...QUARTER });
    for (const [filter, echoed] of [
      [{ attributed: 'No' }, { Attributed: 'No' }],
      [{ country_code: other }, { Country_Code: other }],
      [{ subdivision_code: `${country}-NY` }, { Subdivision_Code: `${country}-NY` }],
    ] as const) {
      const answer = await sushi(path, { ...DEMO, ...QUARTER, ...filter });
      expect(answer.status).toBe(200);
      expectValid(path, answer);
      expect(exceptionCodes(answer.body)).toEqual([3030]);
      expect((answer.body as Report).Report_Items).toEqual([]);
      expect((answer.body as Report).Report_Header.Report_Filters).toMatchObject(echoed);
    }
    // A list: the usage's country passes; Report_Filters (one code in the document) echoes the code that applied.
    const list = await sushi(path, { ...DEMO, ...QUARTER, country_code: `${other}|${country}` });
    expectValid(path, list);
    expect((list.body as Report).Report_Header.Report_Filters.Country_Code).toBe(country);
    expect((list.body as Report).Report_Items).toEqual((plain.body as Report).Report_Items);

    const invalid = await sushi(path, {
      ...DEMO,
      ...QUARTER,
      attributed: 'Maybe',
      country_code: country.toLowerCase(),
      subdivision_code: 'NY',
    });
    expect(invalid.status).toBe(200);
    expectValid(path, invalid);
    const header = (invalid.body as { Report_Header: { Exceptions: Array<{ Code: number; Data: string }> } }).Report_Header;
    expect(header.Exceptions.map((entry) => [entry.Code, entry.Data])).toEqual([
      [3060, 'Attributed=Maybe'],
      [3060, `Country_Code=${country.toLowerCase()}`],
      [3060, 'Subdivision_Code=NY'],
    ]);
    expect((invalid.body as Report).Report_Header.Report_Filters).not.toHaveProperty('Country_Code');
    expect((invalid.body as Report).Report_Items).toEqual((plain.body as Report).Report_Items);

    const view = await sushi('/r51/reports/tr_j1', { ...DEMO, ...QUARTER, country_code: other, attributed: 'No' });
    expectValid('/r51/reports/tr_j1', view);
    expect(exceptionCodes(view.body)).toEqual([3050, 3050]);
    expect((view.body as Report).Report_Items.length).toBeGreaterThan(0);
  });

  it('an Attributes_To_Show value the server does not support (Country_Name, optional) answers 3062 and is not applied', async () => {
    const path = '/r51/reports/pr';
    const plain = await sushi(path, { ...DEMO, ...QUARTER, attributes_to_show: 'Customer_ID' });
    const answer = await sushi(path, { ...DEMO, ...QUARTER, attributes_to_show: 'Customer_ID|Country_Name' });
    expect(answer.status).toBe(200);
    expectValid(path, answer);
    const header = (answer.body as { Report_Header: { Exceptions: Array<{ Code: number; Message: string; Data: string }> } }).Report_Header;
    expect(header.Exceptions).toEqual([{ Code: 3062, Message: 'Invalid ReportAttribute Value', Data: 'Attributes_To_Show=Country_Name' }]);
    expect((answer.body as Report).Report_Header.Report_Attributes?.Attributes_To_Show).toEqual(['Customer_ID']);
    expect((answer.body as Report).Report_Items).toEqual((plain.body as Report).Report_Items);
  });

  it("one institution's credential never reaches another's usage through them", async () => {
    const consortium = await createCredential(await signedIn('consortium@demo.edu'), 'democons');
    const credentials = { requestor_id: consortium.credential.requestorId, api_key: consortium.apiKey };
    const { rows } = await test.db.query<{ code: string; country_code: string }>(
      `SELECT a.code, a.country_code FROM accounts a JOIN accounts p ON p.id = a.parent_id
        WHERE p.code = 'democons' AND a.country_code <> $1 ORDER BY a.code LIMIT 1`,
      [await countryOf('demouniv')],
    );
    const member = rows[0]!;
    const memberReport = await sushi('/r51/reports/pr', {
      ...credentials,
      customer_id: member.code,
      ...QUARTER,
      country_code: member.country_code,
      attributes_to_show: EXTENSIONS,
    });
    expectValid('/r51/reports/pr', memberReport);
    expect(performancesOf(memberReport.body).length).toBeGreaterThan(0);
    for (const performance of performancesOf(memberReport.body))
      expect(performance).toMatchObject({ Customer_ID: member.code, Country_Code: member.country_code });
    // Demo University's credential with the member's country: its own report, which has no usage there.
    const own = await sushi('/r51/reports/pr', { ...DEMO, ...QUARTER, country_code: member.country_code, attributes_to_show: EXTENSIONS });
    expect(exceptionCodes(own.body)).toEqual([3030]);
    expect((own.body as Report).Report_Items).toEqual([]);
    // …and the member itself stays refused, whatever the extensions say.
    const refused = await sushi('/r51/reports/pr', { ...DEMO, customer_id: member.code, ...QUARTER, country_code: member.country_code });
    expect([refused.status, (refused.body as { Code: number }).Code]).toEqual([403, 2010]);
  });

  it('the console asks for the same attributes and gets the same items (its JSON file)', async () => {
    const client = await signedIn('librarian@demo.edu');
    const userId = (await client.data<{ session: { userAccount: { id: string } } }>('{ session { userAccount { id } } }')).session
      .userAccount.id;
    const harvested = await sushi('/r51/reports/pr', { ...DEMO, ...PERIOD, attributes_to_show: EXTENSIONS });
    expectValid('/r51/reports/pr', harvested);
    const fromConsole = await consoleReport(client, userId, 'PR', [{ name: 'Attributes_To_Show', value: EXTENSIONS }]);
    expect(performancesOf(fromConsole).length).toBeGreaterThan(0);
    expect(performancesOf(fromConsole)[0]).toHaveProperty('Country_Code');
    expect(fromConsole.Report_Items).toEqual((harvested.body as Report).Report_Items);
  });

  it('the console files come from the same generator: TSV columns and Report_Filters of the extensions', async () => {
    const { rows } = await test.db.query<{ id: string }>(`SELECT id FROM accounts WHERE code = 'demouniv'`);
    const country = (await countryOf('demouniv'))!;
    const sink = memorySink();
    await generateCounterReport(
      test.db,
      {
        reportId: 'PR',
        platform: 'jstor',
        accountId: rows[0]!.id,
        institutionName: 'Demo University',
        customerId: 'demouniv',
        beginDate: `${QUARTER.begin_date}-01`,
        endDate: lastDayOfMonth(LAST),
        attributesToShow: ['Country_Code', 'Attributed', 'Subdivision_Code'],
        attributed: 'Yes',
        countryCodes: [country],
        createdBy: 'JSTOR',
        created: NOW,
      },
      'tsv',
      sink,
      NOW,
    );
    const lines = sink
      .buffer()
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\n');
    expect(lines[6]?.split('\t')[1]).toBe(`Attributed=Yes; Country_Code=${country}`);
    const columns = lines[14]!.split('\t');
    expect(columns.slice(0, 6)).toEqual(['Platform', 'Data_Type', 'Country_Code', 'Subdivision_Code', 'Attributed', 'Metric_Type']);
    const data = lines.slice(15).filter(Boolean);
    expect(data.length).toBeGreaterThan(0);
    for (const line of data) expect(line.split('\t').slice(2, 5)).toEqual([country, '', 'Yes']);
  });
});

describe('COUNTER_SUSHI 5.1: a Metric_Type filter naming one metric of a pair', () => {
  it('adds its partner (a Performance holds at least two) with Exception 3060, and the report validates', async () => {
    const cases = [
      ['tr', 'Total_Item_Requests', ['Total_Item_Requests', 'Unique_Item_Requests']],
      ['tr', 'No_License', ['Limit_Exceeded', 'No_License']],
      ['pr', 'Unique_Title_Requests', ['Total_Item_Requests', 'Unique_Item_Requests', 'Unique_Title_Requests']],
    ] as const;
    for (const [report, metric, reported] of cases) {
      const answer = await sushi(`/r51/reports/${report}`, { ...DEMO, ...PERIOD, metric_type: metric });
      expect(answer.status).toBe(200);
      expectValid(`/r51/reports/${report}`, answer);
      const header = (
        answer.body as { Report_Header: { Report_Filters: { Metric_Type: string[] }; Exceptions?: Array<{ Code: number; Data?: string }> } }
      ).Report_Header;
      expect(header.Report_Filters.Metric_Type).toEqual(reported);
      expect(header.Exceptions).toEqual([
        expect.objectContaining({ Code: 3060, Data: expect.stringMatching(new RegExp(`^Metric_Type=${metric} cannot be reported alone`)) }),
      ]);
      const metrics = new Set(Object.keys(performanceSums(answer.body)).map((key) => key.split(' ')[0]));
      expect(metrics.size).toBeGreaterThan(report === 'tr' && metric === 'No_License' ? 0 : 1);
    }
  });
});

/** Every Performance in a report (IR: the items under their parents), summed by "metric month". */
function performanceSums(report: unknown): Record<string, number> {
  const sums: Record<string, number> = {};
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'Performance') {
        walk(value);
        continue;
      }
      for (const [metric, counts] of Object.entries(value as Record<string, Record<string, number>>))
        for (const [month, count] of Object.entries(counts))
          if (count > 0) sums[`${metric} ${month}`] = (sums[`${metric} ${month}`] ?? 0) + count;
    }
  };
  walk((report as { Report_Items: unknown }).Report_Items);
  return sums;
}

/** The same sums straight from counter_usage (independent of the generator's SQL). */
async function usageSums(where: string, params: unknown[], metrics: readonly string[]): Promise<Record<string, number>> {
  const { rows } = await test.db.query<{ metric_type: string; month: string; total: number }>(
    `SELECT u.metric_type, to_char(u.month, 'YYYY-MM') AS month, sum(u.count)::int AS total
       FROM counter_usage u
      WHERE u.account_id = (SELECT id FROM accounts WHERE code = 'demouniv') AND u.platform = 'jstor'
        AND u.month BETWEEN $1::date AND $2::date AND u.metric_type = ANY($3::text[]) AND ${where}
      GROUP BY 1, 2`,
    [`${FIRST}-01`, `${LAST}-01`, metrics, ...params],
  );
  return Object.fromEntries(rows.map((row) => [`${row.metric_type} ${row.month}`, row.total]));
}

type Items = { Report_Items: Array<Record<string, unknown> & { Items?: Array<Record<string, unknown>> }> };

describe('COUNTER_SUSHI 5.1: the optional filters database, item_id and author', () => {
  const DR_METRICS = [
    'Searches_Regular',
    'Searches_Automated',
    'Searches_Federated',
    'Total_Item_Investigations',
    'Total_Item_Requests',
    'Unique_Item_Investigations',
    'Unique_Item_Requests',
    'Unique_Title_Investigations',
    'Unique_Title_Requests',
    'Limit_Exceeded',
    'No_License',
  ];
  const TR_METRICS = DR_METRICS.slice(3);
  const IR_METRICS = [
    'Total_Item_Investigations',
    'Total_Item_Requests',
    'Unique_Item_Investigations',
    'Unique_Item_Requests',
    'Limit_Exceeded',
    'No_License',
  ];

  it('DR database: one database, by name or Proprietary identifier, with its own numbers', async () => {
    const all = await sushi('/r51/reports/dr', { ...DEMO, ...PERIOD });
    const databases = (all.body as Items).Report_Items.map((item) => item.Database as string);
    expect(databases.length).toBeGreaterThan(1);
    const { rows } = await test.db.query<{ id: string; name: string }>('SELECT id, name FROM counter_databases WHERE name = $1', [
      databases[1],
    ]);
    const database = rows[0]!;
    for (const value of [database.name, database.name.toUpperCase(), `jstor:${database.id}`]) {
      const answer = await sushi('/r51/reports/dr', { ...DEMO, ...PERIOD, database: value });
      expect(answer.status).toBe(200);
      expectValid('/r51/reports/dr', answer);
      expect(exceptionCodes(answer.body)).toEqual([]);
      expect((answer.body as Items).Report_Items.map((item) => item.Database)).toEqual([database.name]);
      expect((answer.body as { Report_Header: { Report_Filters: unknown } }).Report_Header.Report_Filters).toMatchObject({
        Database: value,
      });
      expect(performanceSums(answer.body)).toEqual(await usageSums('u.database_id = $4', [database.id], DR_METRICS));
    }
    const none = await sushi('/r51/reports/dr', { ...DEMO, ...PERIOD, database: 'No Such Database' });
    expectValid('/r51/reports/dr', none);
    expect(exceptionCodes(none.body)).toEqual([3030]);
    // Not a filter of the standard views: 3050, and the view is not narrowed.
    const view = await sushi('/r51/reports/dr_d1', { ...DEMO, ...PERIOD, database: database.name });
    expectValid('/r51/reports/dr_d1', view);
    expect(exceptionCodes(view.body)).toEqual([3050]);
    expect((view.body as Items).Report_Items.length).toBe(databases.length);
  });

  it('TR item_id: one title, by DOI, Online_ISSN or Proprietary identifier, with its own numbers', async () => {
    const { rows } = await test.db.query<{ id: number; doi: string; issn: string }>(
      `SELECT t.id, t.doi, t.issn FROM titles t
        WHERE t.kind = 'journal' AND t.doi IS NOT NULL AND t.issn IS NOT NULL
          AND EXISTS (SELECT 1 FROM counter_usage u WHERE u.title_id = t.id AND u.month >= $1::date AND u.account_id = (SELECT id FROM accounts WHERE code = 'demouniv'))
        ORDER BY t.id LIMIT 1`,
      [`${FIRST}-01`],
    );
    const title = rows[0]!;
    const expected = await usageSums('u.title_id = $4', [title.id], TR_METRICS);
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    for (const value of [title.doi, `Online_ISSN:${title.issn}`, `jstor:t${title.id}`]) {
      const answer = await sushi('/r51/reports/tr', { ...DEMO, ...PERIOD, item_id: value });
      expect(answer.status).toBe(200);
      expectValid('/r51/reports/tr', answer);
      expect(exceptionCodes(answer.body)).toEqual([]);
      const items = (answer.body as Items).Report_Items;
      expect(items.map((item) => (item.Item_ID as { Proprietary: string }).Proprietary)).toEqual([`jstor:t${title.id}`]);
      expect(performanceSums(answer.body)).toEqual(expected);
    }
    // Other filters still apply with it: requests only.
    const metrics = ['Total_Item_Requests', 'Unique_Item_Requests'];
    const requests = await sushi('/r51/reports/tr', { ...DEMO, ...PERIOD, item_id: title.doi, metric_type: metrics.join('|') });
    expectValid('/r51/reports/tr', requests);
    expect(performanceSums(requests.body)).toEqual(await usageSums('u.title_id = $4', [title.id], metrics));
    // An identifier of no title: no usage (3030), nothing else.
    const none = await sushi('/r51/reports/tr', { ...DEMO, ...PERIOD, item_id: '10.9999/no.such.title' });
    expectValid('/r51/reports/tr', none);
    expect([exceptionCodes(none.body), (none.body as Items).Report_Items]).toEqual([[3030], []]);
  });

  it('IR item_id and author: one item, and the items of one author, with their own numbers', async () => {
    const { rows } = await test.db.query<{ id: number; doi: string; author: string }>(
      `SELECT i.id, i.doi, i.author FROM counter_items i
        WHERE i.doi IS NOT NULL AND i.author IS NOT NULL
          AND EXISTS (SELECT 1 FROM counter_usage u WHERE u.item_id = i.id AND u.month >= $1::date AND u.account_id = (SELECT id FROM accounts WHERE code = 'demouniv'))
        ORDER BY i.id LIMIT 1`,
      [`${FIRST}-01`],
    );
    const item = rows[0]!;
    const one = await sushi('/r51/reports/ir', { ...DEMO, ...PERIOD, item_id: `DOI:${item.doi}` });
    expect(one.status).toBe(200);
    expectValid('/r51/reports/ir', one);
    expect(exceptionCodes(one.body)).toEqual([]);
    const listed = (one.body as Items).Report_Items.flatMap((parent) => parent.Items ?? []);
    expect(listed.map((entry) => (entry.Item_ID as { Proprietary: string }).Proprietary)).toEqual([`jstor:i${item.id}`]);
    expect(performanceSums(one.body)).toEqual(await usageSums('u.item_id = $4', [item.id], IR_METRICS));

    const byAuthor = await sushi('/r51/reports/ir', {
      ...DEMO,
      ...PERIOD,
      author: item.author.toLowerCase(),
      attributes_to_show: 'Authors',
    });
    expect(byAuthor.status).toBe(200);
    expectValid('/r51/reports/ir', byAuthor);
    expect(exceptionCodes(byAuthor.body)).toEqual([]);
    const authored = (byAuthor.body as Items).Report_Items.flatMap((parent) => parent.Items ?? []);
    expect(authored.length).toBeGreaterThan(1);
    expect(new Set(authored.map((entry) => JSON.stringify(entry.Authors)))).toEqual(new Set([JSON.stringify([{ Name: item.author }])]));
    const expected = await usageSums('u.item_id IN (SELECT id FROM counter_items WHERE author = $4)', [item.author], IR_METRICS);
    expect(performanceSums(byAuthor.body)).toEqual(expected);
    const everything = await sushi('/r51/reports/ir', { ...DEMO, ...PERIOD });
    expect((everything.body as Items).Report_Items.flatMap((parent) => parent.Items ?? []).length).toBeGreaterThan(authored.length);
    // author is not a parameter of TR: 3050, not applied.
    const elsewhere = await sushi('/r51/reports/tr', { ...DEMO, ...PERIOD, author: item.author });
    expectValid('/r51/reports/tr', elsewhere);
    expect(exceptionCodes(elsewhere.body)).toEqual([3050]);
  });
});

describe('COUNTER_SUSHI 5.1: Exceptions with their codes and HTTP statuses', () => {
  const cases: Array<[string, string, Record<string, string>, number, number]> = [
    ['missing customer_id', '/r51/reports/tr_j1', { requestor_id: DEMO.requestor_id, api_key: DEMO.api_key, ...PERIOD }, 400, 1030],
    ['missing requestor_id', '/r51/members', { customer_id: 'demouniv', api_key: DEMO.api_key }, 400, 1030],
    ['missing api_key', '/r51/reports', { customer_id: 'demouniv', requestor_id: DEMO.requestor_id }, 401, 2020],
    ['unknown api_key', '/r51/reports/pr', { ...DEMO, api_key: 'not-a-key', ...PERIOD }, 401, 2020],
    ['requestor_id not the key’s', '/r51/reports/pr', { ...DEMO, requestor_id: 'someone-else', ...PERIOD }, 401, 2000],
    ['another institution', '/r51/reports/pr', { ...DEMO, customer_id: 'basicinst', ...PERIOD }, 403, 2010],
    ['unknown customer', '/r51/reports/pr', { ...DEMO, customer_id: 'nosuchsite', ...PERIOD }, 403, 2010],
    ['global reports', '/r51/reports/pr', { ...DEMO, customer_id: '0000000000000000', ...PERIOD }, 403, 2011],
    ['missing begin_date', '/r51/reports/dr', { ...DEMO, end_date: LAST }, 400, 1030],
    ['malformed date', '/r51/reports/dr', { ...DEMO, begin_date: '2025-13', end_date: LAST }, 400, 3020],
    ['end before begin', '/r51/reports/dr', { ...DEMO, begin_date: LAST, end_date: FIRST }, 400, 3020],
    [
      'begin in the current month',
      '/r51/reports/dr',
      { ...DEMO, begin_date: NOW.toISOString().slice(0, 10), end_date: NOW.toISOString().slice(0, 7) },
      400,
      3020,
    ],
    ['unknown platform', '/r51/reports/dr', { ...DEMO, ...PERIOD, platform: 'elsewhere' }, 400, 1030],
    // Issue 30, item 6: %00 is a bad value like any other (it reached PostgreSQL and answered 503).
    ['NUL in begin_date', '/r51/reports/dr', { ...DEMO, begin_date: `${FIRST}\0`, end_date: LAST }, 400, 3020],
    ['NUL in end_date', '/r51/reports/dr', { ...DEMO, begin_date: FIRST, end_date: `${LAST}-01\0` }, 400, 3020],
    ['NUL in customer_id', '/r51/reports/pr', { ...DEMO, customer_id: 'demouniv\0', ...PERIOD }, 400, 1030],
    ['NUL in item_id', '/r51/reports/tr', { ...DEMO, ...PERIOD, item_id: '\0' }, 400, 1030],
    ['NUL in author', '/r51/reports/ir', { ...DEMO, ...PERIOD, author: 'a\0b' }, 400, 1030],
    ['NUL in a parameter name', '/r51/reports', { ...DEMO, 'x\0': '1' }, 400, 1030],
  ];
  it.each(cases)('%s: %s answers HTTP %i with Exception %i', async (_name, path, params, status, code) => {
    const answer = await sushi(path, params);
    expect([answer.status, (answer.body as { Code: number }).Code]).toEqual([status, code]);
    expectValid(path, answer);
  });

  it('an unsupported report answers 404 with Exception 3000 (the document has no path for it)', async () => {
    const answer = await sushi('/r51/reports/tr_x9', { ...DEMO, ...PERIOD });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ Code: 3000, Message: 'Report Not Supported', Data: 'tr_x9 is not a report of this server' });
  });

  it('usage not ready: an end_date in the current month answers the ready months with Exception 3031', async () => {
    const answer = await sushi('/r51/reports/tr_j1', { ...DEMO, begin_date: LAST, end_date: NOW.toISOString().slice(0, 10) });
    expect(answer.status).toBe(200);
    expectValid('/r51/reports/tr_j1', answer);
    expect(exceptionCodes(answer.body)).toEqual([3031]);
    expect((answer.body as { Report_Items: unknown[] }).Report_Items.length).toBeGreaterThan(0);
    // End_Date is set to the last month that could have been processed (the document's note on Exception 3031).
    expect((answer.body as { Report_Header: { Report_Filters: unknown } }).Report_Header.Report_Filters).toMatchObject({
      Begin_Date: `${LAST}-01`,
      End_Date: lastDayOfMonth(LAST),
    });
  });

  it('a begin_date long before any usage (1900-01) answers from the first month with usage, with Exception 3040', async () => {
    const first = await firstDataMonth(test.db, 'jstor');
    expect(first).not.toBeNull();
    const early = await sushi('/r51/reports/pr', { ...DEMO, begin_date: '1900-01', end_date: LAST });
    expect(early.status).toBe(200);
    expectValid('/r51/reports/pr', early);
    const body = early.body as {
      Report_Header: { Exceptions: Array<{ Code: number; Data?: string }>; Report_Filters: unknown };
      Report_Items: unknown[];
    };
    expect(body.Report_Header.Exceptions).toEqual([
      { Code: 3040, Message: 'Partial Data Returned', Data: `Usage data begins in ${first}` },
    ]);
    // The header says where the data starts, and the items are those of the period from that month.
    expect(body.Report_Header.Report_Filters).toMatchObject({ Begin_Date: `${first}-01`, End_Date: lastDayOfMonth(LAST) });
    expect(body.Report_Items.length).toBeGreaterThan(0);
    const fromFirst = await sushi('/r51/reports/pr', { ...DEMO, begin_date: first!, end_date: LAST });
    expect(body.Report_Items).toEqual((fromFirst.body as { Report_Items: unknown[] }).Report_Items);
  });

  it('no usage: months before any usage answer Exception 3030 and no items', async () => {
    const answer = await sushi('/r51/reports/tr_j1', { ...DEMO, begin_date: '2001-01', end_date: '2001-12-31' });
    expect(answer.status).toBe(200);
    expectValid('/r51/reports/tr_j1', answer);
    expect(exceptionCodes(answer.body)).toEqual([3030]);
    expect((answer.body as { Report_Items: unknown[] }).Report_Items).toEqual([]);
  });

  it('too many requests: the credential over its limit answers 429, Exception 1020 and Retry-After', async () => {
    const strict = await startGateway(test.db, { now: () => NOW, sushiRateLimit: { requests: 2, windowSeconds: 60 } });
    try {
      const own = await createCredential(await signedIn('librarian@demo.edu'), 'demouniv');
      const params = { customer_id: 'demouniv', requestor_id: own.credential.requestorId, api_key: own.apiKey };
      expect((await sushi('/r51/reports', params, strict)).status).toBe(200);
      expect((await sushi('/r51/members', params, strict)).status).toBe(200);
      const limited = await sushi('/r51/reports', params, strict);
      expect([limited.status, (limited.body as { Code: number }).Code]).toEqual([429, 1020]);
      expectValid('/r51/reports', limited);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another credential is counted on its own.
      const other = await createCredential(await signedIn('librarian@demo.edu'), 'demouniv');
      const otherParams = { customer_id: 'demouniv', requestor_id: other.credential.requestorId, api_key: other.apiKey };
      expect((await sushi('/r51/reports', otherParams, strict)).status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('service not available: a database failure answers 503 with Exception 1000', async () => {
    const faulty = faultyDb(test.db);
    // The file's other tests have used much of the demo credential's default allowance: this one is about failures.
    const broken = await startGateway(faulty.db, { now: () => NOW, sushiRateLimit: { requests: 1000 } });
    try {
      faulty.failWhen((sql) => (sql.includes('counter_usage') ? new Error('disk on fire') : null));
      const answer = await sushi('/r51/reports/pr', { ...DEMO, ...PERIOD }, broken);
      expect([answer.status, (answer.body as { Code: number }).Code]).toEqual([503, 1000]);
      expectValid('/r51/reports/pr', answer);
      const status = await sushi('/r51/status', { platform: 'jstor' }, broken);
      expect(status.status).toBe(200);
      expectValid('/r51/status', status);
      expect((status.body as Array<{ Service_Active: boolean }>)[0]?.Service_Active).toBe(false);
    } finally {
      faulty.failWhen(null);
      await broken.close();
    }
  });

  it('only GET and HEAD', async () => {
    const response = await fetch(`${gateway.url}/sushi/r51/status`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});

/** IR with every attribute it takes: the heaviest report a harvester can ask for (issue 30, item 5). */
const EVERY_IR_ATTRIBUTE = `${MASTER_ATTRIBUTES.IR}|${EXTENSIONS}`;

/** Leases of a credential in the table (0 once its reports have finished, whatever their outcome). */
async function leasesOf(credentialId: string): Promise<number> {
  const { rows } = await test.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sushi_report_leases WHERE credential_id = $1', [
    credentialId,
  ]);
  return rows[0]!.n;
}

async function ownCredential() {
  const own = await createCredential(await signedIn('librarian@demo.edu'), 'demouniv');
  return {
    id: own.credential.id,
    params: { customer_id: 'demouniv', requestor_id: own.credential.requestorId, api_key: own.apiKey },
  };
}

describe('COUNTER_SUSHI 5.1: at most two reports of a credential at once (issue 30, item 5)', () => {
  it('three parallel reports of one key: two are answered, the third is 429 with Exception 1020 and Retry-After', async () => {
    const own = await ownCredential();
    const ask = () => sushi('/r51/reports/ir', { ...own.params, ...PERIOD, attributes_to_show: EVERY_IR_ATTRIBUTE });
    const answers = await Promise.all([ask(), ask(), ask()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 429]);
    const busy = answers.find((answer) => answer.status === 429)!;
    expectValid('/r51/reports/ir', busy);
    expect(busy.body).toMatchObject({ Code: 1020, Message: 'Client has made too many requests' });
    expect((busy.body as { Data: string }).Data).toContain('At most 2 report requests per credential at once');
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await leasesOf(own.id)).toBe(0);
  });

  it('while two are running: the third waits for one to end; other keys and the other paths are not held up', async () => {
    const own = await ownCredential();
    const first = await acquireReportLease(test.db, own.id, 2, 60_000);
    const second = await acquireReportLease(test.db, own.id, 2, 60_000);
    expect([first?.slot, second?.slot]).toEqual([1, 2]);
    const report = () => sushi('/r51/reports/tr_j1', { ...own.params, ...PERIOD });
    expect((await report()).status).toBe(429);
    // Report lists, member lists and status take no slot.
    expect((await sushi('/r51/reports', own.params)).status).toBe(200);
    expect((await sushi('/r51/members', own.params)).status).toBe(200);
    // Another credential of the same institution has slots of its own.
    expect((await sushi('/r51/reports/tr_j1', { ...DEMO, ...PERIOD })).status).toBe(200);
    await releaseReportLease(test.db, first!);
    expect((await report()).status).toBe(200);
    // A lease that outlived its request (its gateway died) is taken over once it has expired.
    await test.db.query("UPDATE sushi_report_leases SET expires_at = now() - interval '1 second' WHERE credential_id = $1", [own.id]);
    const [again, third] = await Promise.all([report(), report()]);
    expect([again.status, third.status]).toEqual([200, 200]);
    expect(await leasesOf(own.id)).toBe(0);
  });

  it('a report that fails frees its slot: a bad period, a report too large, a database failure', async () => {
    const own = await ownCredential();
    const faulty = faultyDb(test.db);
    const broken = await startGateway(faulty.db, { now: () => NOW, sushiRateLimit: { requests: 1000 }, sushiMaxReportCells: 1000 });
    try {
      const bad = await sushi('/r51/reports/tr_j1', { ...own.params, begin_date: LAST, end_date: FIRST }, broken);
      expect([bad.status, (bad.body as { Code: number }).Code]).toEqual([400, 3020]);
      const large = await sushi('/r51/reports/ir', { ...own.params, ...PERIOD }, broken);
      expect([large.status, (large.body as { Code: number }).Code]).toEqual([400, 3020]);
      faulty.failWhen((sql) => (sql.includes('counter_usage_yearly') ? new Error('disk on fire') : null));
      const failed = await sushi('/r51/reports/pr', { ...own.params, ...PERIOD }, broken);
      expect([failed.status, (failed.body as { Code: number }).Code]).toEqual([503, 1000]);
      faulty.failWhen(null);
      expect(await leasesOf(own.id)).toBe(0);
      const answers = await Promise.all([1, 2].map(() => sushi('/r51/reports/pr', { ...own.params, begin_date: LAST, end_date: LAST })));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    } finally {
      faulty.failWhen(null);
      await broken.close();
    }
  });
});

/** The console's CounterRequest of a harvest of Demo University. */
function harvestRequest(
  reportId: CounterReportId,
  accountId: string,
  beginDate: string,
  attributesToShow: string[] | null,
): CounterRequest {
  return {
    reportId,
    platform: 'jstor',
    accountId,
    institutionName: 'Demo University',
    customerId: 'demouniv',
    beginDate,
    endDate: lastDayOfMonth(LAST),
    metricTypes: null,
    dataTypes: null,
    accessTypes: null,
    accessMethods: null,
    yop: null,
    attributesToShow,
    database: null,
    itemId: null,
    author: null,
    attributed: null,
    countryCodes: null,
    subdivisionCodes: null,
    excludeMonthlyDetails: false,
    parameterExceptions: [],
    createdBy: 'JSTOR',
    created: NOW,
  };
}

/** Whether the generator accepts the request under `maxCells` (stopped at its first byte: only the size check matters). */
async function fitsUnder(request: CounterRequest, maxCells: number): Promise<boolean> {
  const stop = new Error('accepted');
  try {
    await generateCounterReport(test.db, request, 'json', { write: () => Promise.reject(stop) }, NOW, { maxCells });
  } catch (error) {
    if (error === stop) return true;
    if (error instanceof ReportTooLargeError) return false;
    throw error;
  }
  return true;
}

describe('COUNTER_SUSHI 5.1: a bound on the size of one report (issue 30, item 5)', () => {
  it('a report over the bound is refused before it is made: 400, Exception 3020, asking for fewer months', async () => {
    const strict = await startGateway(test.db, { now: () => NOW, sushiRateLimit: { requests: 1000 }, sushiMaxReportCells: 20_000 });
    try {
      const refused = await sushi('/r51/reports/ir', { ...DEMO, ...PERIOD, attributes_to_show: EVERY_IR_ATTRIBUTE }, strict);
      expect([refused.status, (refused.body as { Code: number }).Code]).toEqual([400, 3020]);
      expectValid('/r51/reports/ir', refused);
      expect(refused.body).toMatchObject({ Message: 'Invalid Date Arguments' });
      expect((refused.body as { Data: string }).Data).toMatch(/more than 20,000 monthly counts.*12 months.*Ask for fewer months/);
      // One month of the same report is under it.
      const month = await sushi(
        '/r51/reports/ir',
        { ...DEMO, begin_date: LAST, end_date: LAST, attributes_to_show: EVERY_IR_ATTRIBUTE },
        strict,
      );
      expect(month.status).toBe(200);
      expectValid('/r51/reports/ir', month);
      // A filter makes it smaller too.
      const filtered = await sushi('/r51/reports/tr', { ...DEMO, ...PERIOD, metric_type: 'No_License' }, strict);
      expect(filtered.status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('normal harvests stay well under the default: every report of a year, and IR since the first month with usage', async () => {
    const { rows } = await test.db.query<{ id: string }>("SELECT id FROM accounts WHERE code = 'demouniv'");
    const accountId = rows[0]!.id;
    // A quarter of the bound: a harvest of every report of a year (as Celus makes it) is far from it.
    for (const reportId of COUNTER_REPORT_IDS) {
      const attributes = MASTER_ATTRIBUTES[reportId]?.split('|') ?? null;
      expect(
        await fitsUnder(harvestRequest(reportId, accountId, `${FIRST}-01`, attributes), DEFAULT_SUSHI_MAX_REPORT_CELLS / 4),
        reportId,
      ).toBe(true);
    }
    // The ten-year IR with every attribute: all the usage there is, under the bound (its limits are the
    // two-at-once rule and the SUSHI lane) and under a fifth of it, over a bound fifty times smaller.
    const tenYears = harvestRequest(
      'IR',
      accountId,
      `${Number(LAST.slice(0, 4)) - 10}-${LAST.slice(5, 7)}-01`,
      EVERY_IR_ATTRIBUTE.split('|'),
    );
    expect(await fitsUnder(tenYears, DEFAULT_SUSHI_MAX_REPORT_CELLS / 5)).toBe(true);
    expect(await fitsUnder(tenYears, DEFAULT_SUSHI_MAX_REPORT_CELLS / 50)).toBe(false);
  });
});

describe('SUSHI credentials (GraphQL): created, listed and revoked by the institution’s administrators', () => {
  it('the key is shown once and kept as a hash; the harvest works; a revoked key stops at once; both changes audited', async () => {
    const librarian = await signedIn('librarian@demo.edu');
    const created = await createCredential(librarian, 'demouniv');
    expect(created.apiKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.credential).toMatchObject({ requestorId: 'librarian@demo.edu', createdBy: 'librarian@demo.edu' });
    const stored = await test.db.query<{ api_key_hash: string }>('SELECT api_key_hash FROM sushi_credentials WHERE id = $1', [
      created.credential.id,
    ]);
    expect(stored.rows[0]?.api_key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0]?.api_key_hash).not.toContain(created.apiKey);

    const params = { customer_id: 'demouniv', requestor_id: created.credential.requestorId, api_key: created.apiKey, ...PERIOD };
    expect((await sushi('/r51/reports/tr_j1', params)).status).toBe(200);
    const { sushiCredentials } = await librarian.data<{
      sushiCredentials: Array<{ id: string; requestorId: string; lastUsedAt: string | null }>;
    }>(LIST, {
      siteCode: 'demouniv',
    });
    expect(sushiCredentials.find((entry) => entry.id === created.credential.id)?.lastUsedAt).not.toBeNull();
    expect(sushiCredentials.map((entry) => entry.requestorId)).toContain('demo-harvester');

    expect(await librarian.data(REVOKE, { id: created.credential.id })).toEqual({ revokeSushiCredential: created.credential.id });
    const refused = await sushi('/r51/reports/tr_j1', params);
    expect([refused.status, (refused.body as { Code: number }).Code]).toEqual([401, 2020]);
    const after = await librarian.data<{ sushiCredentials: Array<{ id: string }> }>(LIST, { siteCode: 'demouniv' });
    expect(after.sushiCredentials.map((entry) => entry.id)).not.toContain(created.credential.id);

    const { rows } = await test.db.query<{ type: string; site_code: string; detail: { credentialId: string } }>(
      `SELECT type, site_code, detail FROM log_events WHERE type LIKE 'sushi_credential_%' AND detail->>'credentialId' = $1 ORDER BY id`,
      [created.credential.id],
    );
    expect(rows.map((row) => [row.type, row.site_code])).toEqual([
      ['sushi_credential_create', 'demouniv'],
      ['sushi_credential_revoke', 'demouniv'],
    ]);
    expect(JSON.stringify(rows)).not.toContain(created.apiKey);
  });

  it("another institution's administrator can neither list, create nor revoke them", async () => {
    const basic = await signedIn('basic@demo.edu');
    expect(errorCode(await basic.gql(LIST, { siteCode: 'demouniv' }))).toBe('FORBIDDEN');
    expect(errorCode(await basic.gql(CREATE, { siteCode: 'demouniv' }))).toBe('FORBIDDEN');
    const { rows } = await test.db.query<{ id: string }>("SELECT id FROM sushi_credentials WHERE requestor_id = 'demo-harvester'");
    expect(errorCode(await basic.gql(REVOKE, { id: rows[0]!.id }))).toBe('FORBIDDEN');
    expect(errorCode(await basic.gql(REVOKE, { id: 'not-an-id' }))).toBe('FORBIDDEN');
    expect(errorCode(await gateway.client().gql(LIST, { siteCode: 'demouniv' }))).toBe('UNAUTHENTICATED');
    // The demo credential still works.
    expect((await sushi('/r51/members', DEMO)).status).toBe(200);
  });

  it('credentials are the account’s own administrators’: not a parent’s on a child, not staff’s; keys made so stop working (issue 30, item 7)', async () => {
    const consortium = await signedIn('consortium@demo.edu');
    const child = (
      await test.db.query<{ id: string; code: string }>(
        "SELECT c.id, c.code FROM accounts c JOIN accounts p ON p.id = c.parent_id WHERE p.code = 'democons' ORDER BY c.code LIMIT 1",
      )
    ).rows[0]!;
    // The schema's "its own administrators only": the consortium's administrators do not list or create a member's.
    expect(errorCode(await consortium.gql(LIST, { siteCode: child.code }))).toBe('FORBIDDEN');
    expect(errorCode(await consortium.gql(CREATE, { siteCode: child.code }))).toBe('FORBIDDEN');
    // Staff masquerading as the institution read its credentials but do not create one.
    const staff = await signedIn('staff@demo.org');
    await staff.data('mutation { startMasquerade(siteCode: "demouniv") { uuid } }');
    expect((await staff.data<{ sushiCredentials: unknown[] }>(LIST, { siteCode: 'demouniv' })).sushiCredentials.length).toBeGreaterThan(0);
    const refused = await staff.gql(CREATE, { siteCode: 'demouniv' });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.body.errors?.[0]?.message).toBe(
      "SUSHI credentials are created by the institution's own administrators. Staff cannot create them while masquerading.",
    );

    // Keys made before this rule by staff (masquerading) or by a parent's administrator no longer work.
    const insert = async (accountId: string, username: string, apiKey: string) => {
      await test.db.query(
        `INSERT INTO sushi_credentials (id, account_id, requestor_id, api_key_hash, created_by, created_at)
         SELECT gen_random_uuid(), $1, $2, $3, u.id, now() FROM users u WHERE u.username = $2`,
        [accountId, username, hashApiKey(apiKey)],
      );
    };
    const university = (await test.db.query<{ id: string }>("SELECT id FROM accounts WHERE code = 'demouniv'")).rows[0]!.id;
    await insert(university, 'staff@demo.org', 'made-by-staff-while-masquerading');
    await insert(child.id, 'consortium@demo.edu', 'made-by-the-consortium-on-a-member');
    for (const [customer_id, requestor_id, api_key] of [
      ['demouniv', 'staff@demo.org', 'made-by-staff-while-masquerading'],
      [child.code, 'consortium@demo.edu', 'made-by-the-consortium-on-a-member'],
    ]) {
      const answer = await sushi('/r51/members', { customer_id: customer_id!, requestor_id: requestor_id!, api_key: api_key! });
      expect([answer.status, (answer.body as { Code: number }).Code], api_key).toEqual([401, 2020]);
    }
    // The institution's own administrator's key works.
    const own = await createCredential(await signedIn('librarian@demo.edu'), 'demouniv');
    expect(
      (await sushi('/r51/members', { customer_id: 'demouniv', requestor_id: own.credential.requestorId, api_key: own.apiKey })).status,
    ).toBe(200);
  });

  it('months in the test period are the ones the report covers', () => {
    expect(monthsBetween(`${FIRST}-01`, lastDayOfMonth(LAST))).toHaveLength(12);
  });
});
