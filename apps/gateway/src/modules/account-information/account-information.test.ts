import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, startGateway, type TestClient, type TestGateway } from '../../testing/http.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';

let test: TestDatabase;
let gateway: TestGateway;

beforeAll(async () => {
  test = await createTestDatabase();
  gateway = await startGateway(test.db);
});
afterAll(async () => {
  await gateway.close();
  await test.close();
});

async function signedIn(username: string): Promise<TestClient> {
  const client = gateway.client();
  expect(await client.login(username)).toMatchObject({ success: true });
  return client;
}

const INFO = `query ($siteCode: String!) { accountInformation(siteCode: $siteCode) {
  siteCode institutionName providerDesignationStatement openUrlBaseUrl
  sushi { customerId requestorId serverPath } researchTool { licenseId active status } } }`;
const UPDATE = 'mutation ($id: ID!, $body: String!) { updateLicense(licenseId: $id, licenseBody: $body) { licenseId type status } }';
const FEEDBACK = 'mutation ($input: ResearchToolFeedbackInput!) { submitResearchToolFeedback(input: $input) }';

interface Info {
  accountInformation: {
    siteCode: string;
    providerDesignationStatement: string | null;
    openUrlBaseUrl: string | null;
    sushi: { customerId: string; requestorId: string; serverPath: string };
    researchTool: { licenseId: string; active: boolean; status: string } | null;
  };
}

async function researchToolOf(client: TestClient) {
  return (await client.data<Info>(INFO, { siteCode: 'demouniv' })).accountInformation.researchTool;
}

describe('accountInformation', () => {
  it('gives branding, OpenURL, SUSHI details and the research tool', async () => {
    const client = await signedIn('librarian@demo.edu');
    const { accountInformation } = await client.data<Info>(INFO, { siteCode: 'demouniv' });
    expect(accountInformation).toMatchObject({
      siteCode: 'demouniv',
      providerDesignationStatement: 'Demo University Libraries',
      openUrlBaseUrl: 'https://resolver.demo.edu/openurl',
      sushi: { customerId: 'demouniv', requestorId: 'librarian@demo.edu', serverPath: '/sushi/r51' },
      researchTool: { active: true, status: 'OK' },
    });
    const college = (await client.data<Info>(INFO, { siteCode: 'democoll' })).accountInformation;
    expect(college).toMatchObject({ openUrlBaseUrl: null, researchTool: null });
  });

  it("refuses another institution's information", async () => {
    const basic = await signedIn('basic@demo.edu');
    expect(errorCode(await basic.gql(INFO, { siteCode: 'demouniv' }))).toBe('FORBIDDEN');
    expect(errorCode(await gateway.client().gql(INFO, { siteCode: 'demouniv' }))).toBe('UNAUTHENTICATED');
  });
});

describe('updateLicense', () => {
  it('switches the research tool off and on, with an audit event in the same transaction', async () => {
    const client = await signedIn('librarian@demo.edu');
    const licence = await researchToolOf(client);
    const before = Number(
      (await test.db.query<{ n: string }>(`SELECT count(*) AS n FROM log_events WHERE type = 'research_tool_admin_switch_toggle'`)).rows[0]
        ?.n,
    );
    expect(await client.data(UPDATE, { id: licence?.licenseId, body: '{"status":"CANCELLED"}' })).toEqual({
      updateLicense: { licenseId: licence?.licenseId, type: 'Institution_Interactive_Research_Tool', status: 'CANCELLED' },
    });
    expect(await researchToolOf(client)).toMatchObject({ active: false, status: 'CANCELLED' });
    const { rows } = await test.db.query<{ site_code: string; detail: Record<string, string> }>(
      `SELECT site_code, detail FROM log_events WHERE type = 'research_tool_admin_switch_toggle' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toMatchObject({ site_code: 'demouniv', detail: { oldValue: 'OK', newValue: 'CANCELLED', institutionId: '100001' } });
    await client.data(UPDATE, { id: licence?.licenseId, body: '{"status":"OK"}' });
    expect(await researchToolOf(client)).toMatchObject({ active: true });
    const after = Number(
      (await test.db.query<{ n: string }>(`SELECT count(*) AS n FROM log_events WHERE type = 'research_tool_admin_switch_toggle'`)).rows[0]
        ?.n,
    );
    expect(after - before).toBe(2);
  });

  it('refuses bad bodies, other licences and other institutions', async () => {
    const librarian = await signedIn('librarian@demo.edu');
    const licence = await researchToolOf(librarian);
    for (const body of ['', '{"status":"PENDING"}', 'OK']) {
      expect(errorCode(await librarian.gql(UPDATE, { id: licence?.licenseId, body }))).toBe('BAD_USER_INPUT');
    }
    const { rows } = await test.db.query<{ id: string }>(
      `SELECT l.id FROM licenses l JOIN accounts a ON a.id = l.account_id WHERE a.code = 'demouniv' AND l.type = 'COLLECTION' LIMIT 1`,
    );
    expect(errorCode(await librarian.gql(UPDATE, { id: rows[0]?.id, body: '{"status":"CANCELLED"}' }))).toBe('FORBIDDEN');
    expect(errorCode(await librarian.gql(UPDATE, { id: 'not-a-uuid', body: '{"status":"OK"}' }))).toBe('FORBIDDEN');
    const basic = await signedIn('basic@demo.edu');
    expect(errorCode(await basic.gql(UPDATE, { id: licence?.licenseId, body: '{"status":"CANCELLED"}' }))).toBe('FORBIDDEN');
    expect(await researchToolOf(librarian)).toMatchObject({ status: 'OK' });
  });
});

describe('submitResearchToolFeedback', () => {
  it('stores the feedback and its event', async () => {
    const client = await signedIn('librarian@demo.edu');
    expect(await client.data(FEEDBACK, { input: { siteCode: 'demouniv', feedback: '  Too slow for us.  ', mayContact: false } })).toEqual({
      submitResearchToolFeedback: true,
    });
    const { rows } = await test.db.query<{ feedback: string; may_contact: boolean }>(
      'SELECT feedback, may_contact FROM research_tool_feedback ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]).toEqual({ feedback: 'Too slow for us.', may_contact: false });
    const events = await test.db.query<{ detail: Record<string, unknown> }>(
      `SELECT detail FROM log_events WHERE type = 'research_tool_admin_switch_feedback' ORDER BY id DESC LIMIT 1`,
    );
    expect(events.rows[0]?.detail).toMatchObject({ mayContact: false, feedbackLength: 16 });
  });

  it('refuses over-long text, accounts without the tool and other institutions', async () => {
    const client = await signedIn('librarian@demo.edu');
    expect(errorCode(await client.gql(FEEDBACK, { input: { siteCode: 'demouniv', feedback: 'x'.repeat(3001), mayContact: true } }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(errorCode(await client.gql(FEEDBACK, { input: { siteCode: 'democoll', feedback: '', mayContact: true } }))).toBe('FORBIDDEN');
    const basic = await signedIn('basic@demo.edu');
    expect(errorCode(await basic.gql(FEEDBACK, { input: { siteCode: 'demouniv', feedback: '', mayContact: true } }))).toBe('FORBIDDEN');
  });
});
