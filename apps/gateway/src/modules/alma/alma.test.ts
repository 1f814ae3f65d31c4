import { isValidAlmaToken } from '@console/rules/alma';
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

const ALMA = 'query ($siteCode: String!) { holdingsSummary(siteCode: $siteCode) { siteCode almaId } }';
const almaIdOf = async (client: TestClient, siteCode: string) =>
  (await client.data<{ holdingsSummary: { almaId: string | null } }>(ALMA, { siteCode })).holdingsSummary.almaId;

describe('almaId', () => {
  it('gives Demo University its stored token, the same every time', async () => {
    const client = await signedIn('librarian@demo.edu');
    const token = await almaIdOf(client, 'demouniv');
    expect(isValidAlmaToken(token)).toBe(true);
    expect(await almaIdOf(client, 'demouniv')).toBe(token);
  });

  it('generates a token once for an institution that holds content, and none for one that holds nothing', async () => {
    const consortium = await signedIn('consortium@demo.edu');
    const { rows } = await test.db.query<{ code: string }>(
      `SELECT a.code FROM accounts a WHERE a.parent_id = (SELECT id FROM accounts WHERE code = 'democons') ORDER BY a.code LIMIT 2`,
    );
    const [first, second] = rows.map((row) => row.code);
    const token = await almaIdOf(consortium, first ?? '');
    expect(isValidAlmaToken(token)).toBe(true);
    expect(await almaIdOf(consortium, first ?? '')).toBe(token);
    expect(await almaIdOf(consortium, second ?? '')).not.toBe(token);
    const stored = await test.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM alma_tokens t JOIN accounts a ON a.id = t.account_id WHERE a.code = $1',
      [first],
    );
    expect(Number(stored.rows[0]?.n)).toBe(1);
    const basic = await signedIn('basic@demo.edu');
    expect(await almaIdOf(basic, 'basicinst')).toBeNull();
  });

  it("never shows another institution's token", async () => {
    const basic = await signedIn('basic@demo.edu');
    expect(errorCode(await basic.gql(ALMA, { siteCode: 'demouniv' }))).toBe('FORBIDDEN');
  });
});
