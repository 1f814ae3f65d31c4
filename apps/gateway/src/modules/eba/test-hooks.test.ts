import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../config.ts';
import { rawRequest, startGateway, type TestGateway } from '../../testing/http.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';
import { EBA_PARTICIPANT_TEST_HOOK_PATH } from './test-hooks.ts';

let test: TestDatabase;
let hooked: TestGateway;

beforeAll(async () => {
  test = await createTestDatabase();
  hooked = await startGateway(test.db, { testHooks: true });
}, 60_000);
afterAll(async () => {
  await hooked.close();
  await test.close();
});

const PROGRAMME = 'query ($s: String!) { ebaProgramme(siteCode: $s) { cycle balance balanceThreshold hasSuccessfulUpload } }';

describe('the end-to-end EBA participant hook (test only)', () => {
  it('is off unless E2E_TEST_HOOKS=1 outside production: an ordinary gateway does not serve the path', async () => {
    expect(resolveConfig({}).testHooks).toBe(false);
    expect(resolveConfig({ nodeEnv: 'production', testHooks: true }).testHooks).toBe(false);
    const plain = await startGateway(test.db);
    try {
      const client = plain.client();
      await client.login('librarian@demo.edu');
      for (const method of ['POST', 'GET']) {
        const answer = await rawRequest(plain.port, method, `${EBA_PARTICIPANT_TEST_HOOK_PATH}?siteCode=democoll`, {
          cookie: client.cookieHeader(),
        });
        // GET goes to the console's files (its index.html where it is built, else 503); POST is refused (405).
        if (method === 'POST') expect(answer.status).toBe(405);
        expect(String(answer.headers['content-type']), method).not.toMatch(/json/);
        expect(answer.body, method).not.toMatch(/enrolled|uploads/);
      }
      expect((await client.data<{ ebaProgramme: unknown }>(PROGRAMME, { s: 'democoll' })).ebaProgramme).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it("enrols an account the user may act on, once, with the demo programme; tells its uploads and orders; nobody else's", async () => {
    const hook = (method: string, cookie: string, siteCode = 'democoll') =>
      rawRequest(hooked.port, method, `${EBA_PARTICIPANT_TEST_HOOK_PATH}?siteCode=${siteCode}`, { cookie });
    const librarian = hooked.client();
    await librarian.login('librarian@demo.edu');
    const other = hooked.client();
    await other.login('consortium@demo.edu');

    expect((await hook('POST', '')).status).toBe(401);
    expect((await hook('POST', other.cookieHeader())).status).toBe(403);
    expect((await hook('GET', other.cookieHeader())).status).toBe(403);
    expect((await hook('POST', librarian.cookieHeader(), '')).status).toBe(400);
    expect((await hook('DELETE', librarian.cookieHeader())).status).toBe(405);
    expect((await librarian.data<{ ebaProgramme: unknown }>(PROGRAMME, { s: 'democoll' })).ebaProgramme).toBeNull();

    const first = await hook('POST', librarian.cookieHeader());
    expect([first.status, JSON.parse(first.body)]).toEqual([200, { enrolled: true }]);
    expect(JSON.parse((await hook('POST', librarian.cookieHeader())).body)).toEqual({ enrolled: false });
    expect((await librarian.data<{ ebaProgramme: unknown }>(PROGRAMME, { s: 'democoll' })).ebaProgramme).toEqual({
      cycle: '2024-2025',
      balance: 1500,
      balanceThreshold: 1450,
      hasSuccessfulUpload: false,
    });
    expect(JSON.parse((await hook('GET', librarian.cookieHeader())).body)).toEqual({ uploads: {}, orders: 0 });

    // A signed URL makes an upload row; the hook counts it by status.
    await librarian.data('mutation ($s: String!) { ebaSignedUrl(siteCode: $s) }', { s: 'democoll' });
    expect(JSON.parse((await hook('GET', librarian.cookieHeader())).body)).toEqual({ uploads: { signed: 1 }, orders: 0 });
    const audit = await test.db.query<{ action: string }>(
      `SELECT e.action FROM eba_audit e JOIN accounts a ON a.id = e.account_id WHERE a.code = 'democoll' ORDER BY e.id`,
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['test_enrolled']);
  });
});
