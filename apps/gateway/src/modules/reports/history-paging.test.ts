import { REPORT_HISTORY_LIMIT } from '@console/rules/reports';
import { describe, expect, it } from 'vitest';
import { errorCode } from '../../testing/http.ts';
import { setUpReportsHarness } from '../../testing/reports-harness.ts';

// The history's paging (first, offset) on the real database (PGlite, and PostgreSQL with TEST_DATABASE_URL):
// pages of the newest REPORT_HISTORY_LIMIT, newest first with ties by report_id, checked bounds, and the same
// authorization as the unpaged call.

const harness = setUpReportsHarness();
const { signedIn } = harness;

const HISTORY = `query ($userId: ID!, $type: ReportsTypeInput!, $first: Int, $offset: Int) {
  reportHistory(reportHistoryUserId: $userId, reportsType: $type, first: $first, offset: $offset) { report_id created }
}`;
const MULTI = `query ($userId: ID!, $type: MultiPlatformReportsTypeInput!, $first: Int, $offset: Int) {
  multiPlatformReportHistory(reportHistoryUserId: $userId, reportsType: $type, first: $first, offset: $offset) { report_id created platform }
}`;

/** More requests than the limit, three to each creation time (ties), on jstor and artstor alternately. */
const STORED = 530;
const NAMESPACE = 'EngagementReports';

interface Row {
  report_id: string;
  created: string;
}

async function seedHistory(userId: string): Promise<void> {
  const { rows } = await harness.db.query<{ id: string }>(`SELECT id FROM accounts WHERE code = 'demouniv'`);
  const accountId = rows[0]?.id;
  if (!accountId) throw new Error('demouniv is missing');
  await harness.db.query(
    `INSERT INTO report_requests (id, report_id, user_id, account_id, namespace, platform, report_code, report_name, email_address,
       output_format, attributes, settings_key, status, created_at, finished_at)
     SELECT gen_random_uuid(), 'R' || upper(lpad(to_hex(g * 7919 % 1000003), 12, '0')), $1, $2, $3,
       CASE WHEN g % 2 = 0 THEN 'jstor' ELSE 'artstor' END, 'PE_E1', 'Engagement #' || g, 'librarian@demo.edu', 'xlsx',
       '{"reportCode": "PE_E1", "report": "Platform Engagement", "institutionName": "Demo University", "requiredAttributes": [], "optionalAttributes": []}'::jsonb,
       md5(g::text) || md5(g::text), 'complete',
       timestamptz '2026-11-01T00:00:00Z' - (g / 3) * interval '1 minute',
       timestamptz '2026-11-01T00:00:00Z' - (g / 3) * interval '1 minute'
     FROM generate_series(1, $4::int) AS g`,
    [userId, accountId, NAMESPACE, STORED],
  );
}

/** Every stored request of the user and namespace on the platforms, in the order the history promises, straight from SQL. */
async function storedOrder(userId: string, platforms: string[]): Promise<string[]> {
  const { rows } = await harness.db.query<{ report_id: string }>(
    `SELECT report_id FROM report_requests WHERE user_id = $1 AND namespace = $2 AND platform = ANY($3::text[])
      ORDER BY created_at DESC, report_id DESC`,
    [userId, NAMESPACE, platforms],
  );
  return rows.map((row) => row.report_id);
}

describe('report history paging', () => {
  it('pages through the newest 500, newest first with ties by report_id, without overlap or gap', async () => {
    const { client, userId } = await signedIn('librarian@demo.edu');
    await seedHistory(userId);
    const type = { userId, namespace: NAMESPACE, platform: [...['jstor', 'artstor']] };
    const expected = (await storedOrder(userId, type.platform)).slice(0, REPORT_HISTORY_LIMIT);
    expect(expected).toHaveLength(REPORT_HISTORY_LIMIT);

    const page = async (first?: number, offset?: number) =>
      (await client.data<{ multiPlatformReportHistory: Row[] }>(MULTI, { userId, type, first, offset })).multiPlatformReportHistory;

    // Without paging arguments: the newest 500, as before.
    const whole = await page();
    expect(whole.map((row) => row.report_id)).toEqual(expected);
    // Newest first; ties (three to a minute) by report_id, descending.
    for (let index = 1; index < whole.length; index += 1) {
      const [before, row] = [whole[index - 1]!, whole[index]!];
      expect(before.created >= row.created).toBe(true);
      if (before.created === row.created) expect(before.report_id > row.report_id).toBe(true);
    }
    expect(new Set(whole.map((row) => row.created)).size).toBeLessThan(whole.length);

    // The console's two requests: the first 101, then the rest from 101 on.
    const first = await page(101);
    const rest = await page(REPORT_HISTORY_LIMIT - 101, 101);
    expect([...first, ...rest].map((row) => row.report_id)).toEqual(expected);
    // Pages of 7 (ties cut across pages) put together give the same list.
    const sevens: Row[] = [];
    for (let offset = 0; offset < REPORT_HISTORY_LIMIT; offset += 7) sevens.push(...(await page(7, offset)));
    expect(sevens.map((row) => row.report_id)).toEqual(expected);
    // Never past the 500th: first is cut to what is left of the 500.
    expect((await page(500, 499)).map((row) => row.report_id)).toEqual(expected.slice(499));
    expect(await page(3, 498)).toHaveLength(2);
    // The request at offset 499 is how the console learns the history reaches the limit.
    expect((await page(1, 499)).map((row) => row.report_id)).toEqual([expected[499]]);
  });

  it('pages one platform the same way, and a short history ends early', async () => {
    const { client, userId } = await signedIn('librarian@demo.edu');
    const type = { userId, namespace: NAMESPACE, platform: 'jstor' };
    const expected = await storedOrder(userId, ['jstor']);
    expect(expected.length).toBeLessThan(REPORT_HISTORY_LIMIT);
    const page = async (first?: number, offset?: number) =>
      (await client.data<{ reportHistory: Row[] }>(HISTORY, { userId, type, first, offset })).reportHistory.map((row) => row.report_id);
    expect(await page()).toEqual(expected);
    expect(await page(101)).toEqual(expected.slice(0, 101));
    expect(await page(REPORT_HISTORY_LIMIT - 101, 101)).toEqual(expected.slice(101));
    expect(await page(1, expected.length)).toEqual([]);
    expect(await page(1, 499)).toEqual([]);
  });

  it('refuses out-of-range and non-integer paging arguments', async () => {
    const { client, userId } = await signedIn('librarian@demo.edu');
    const type = { userId, namespace: NAMESPACE, platform: 'jstor' };
    for (const [first, offset] of [
      [0, 0],
      [-1, 0],
      [501, 0],
      [1, -1],
      [1, 500],
      [1, 2_000_000],
    ]) {
      expect(errorCode(await client.gql(HISTORY, { userId, type, first, offset })), `first ${first}, offset ${offset}`).toBe(
        'BAD_USER_INPUT',
      );
      expect(errorCode(await client.gql(MULTI, { userId, type: { ...type, platform: ['jstor'] }, first, offset }))).toBe('BAD_USER_INPUT');
    }
    // GraphQL's Int: no fractions, no strings, nothing past 32 bits.
    for (const value of [1.5, '10', 2 ** 31]) {
      const response = await client.gql(HISTORY, { userId, type, first: value });
      expect(response.body.errors?.length, String(value)).toBeGreaterThan(0);
      expect(response.body.data ?? null).toBeNull();
    }
    const literal = await client.gql(
      `query ($userId: ID!, $type: ReportsTypeInput!) {
      reportHistory(reportHistoryUserId: $userId, reportsType: $type, first: 2.5) { report_id }
    }`,
      { userId, type },
    );
    expect(literal.body.errors?.length).toBeGreaterThan(0);
  });

  it('keeps the authorization of the unpaged call: only the signed-in user, only their own requests', async () => {
    const librarian = await signedIn('librarian@demo.edu');
    const other = await signedIn('basic@demo.edu');
    const type = (userId: string) => ({ userId, namespace: NAMESPACE, platform: ['jstor', 'artstor'] });
    // Another user's id, in either place, is refused even for a page.
    expect(errorCode(await other.client.gql(MULTI, { userId: librarian.userId, type: type(librarian.userId), first: 1, offset: 0 }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await other.client.gql(MULTI, { userId: other.userId, type: type(librarian.userId), first: 1, offset: 0 }))).toBe(
      'FORBIDDEN',
    );
    // Their own history does not hold the librarian's requests, at any offset.
    const own = await other.client.data<{ multiPlatformReportHistory: Row[] }>(MULTI, {
      userId: other.userId,
      type: type(other.userId),
      first: 500,
      offset: 0,
    });
    expect(own.multiPlatformReportHistory).toEqual([]);
    // Signed out: refused before the arguments are looked at.
    const anonymous = harness.gateway.client();
    expect(errorCode(await anonymous.gql(MULTI, { userId: librarian.userId, type: type(librarian.userId), first: 0, offset: -1 }))).toBe(
      'UNAUTHENTICATED',
    );
  });
});
