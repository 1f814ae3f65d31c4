import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, startGateway, type TestGateway } from '../../testing/http.ts';
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

const LOG = 'mutation ($input: LogEventInput!) { logEvent(input: $input) }';

async function lastEvent(): Promise<{ type: string; user_id: string | null; site_code: string | null; detail: unknown } | undefined> {
  const { rows } = await test.db.query<{ type: string; user_id: string | null; site_code: string | null; detail: unknown }>(
    'SELECT type, user_id, site_code, detail FROM log_events ORDER BY id DESC LIMIT 1',
  );
  return rows[0];
}

describe('logEvent', () => {
  it('needs a session', async () => {
    expect(errorCode(await gateway.client().gql(LOG, { input: { type: 'admin_error' } }))).toBe('UNAUTHENTICATED');
  });

  it('records events of an anonymous session', async () => {
    const client = gateway.client();
    await client.data('mutation { createSession { uuid } }');
    expect(await client.data(LOG, { input: { type: 'admin_error', detail: '{"query":"session"}', siteCode: 'demouniv' } })).toEqual({
      logEvent: true,
    });
    expect(await lastEvent()).toEqual({ type: 'admin_error', user_id: null, site_code: null, detail: { query: 'session' } });
  });

  it('records the user and a site code only when the user may act on it', async () => {
    const client = gateway.client();
    await client.login('librarian@demo.edu');
    await client.data(LOG, { input: { type: 'copy-institution-token-id', siteCode: 'demouniv', detail: 'plain text' } });
    expect(await lastEvent()).toMatchObject({ type: 'copy-institution-token-id', site_code: 'demouniv', detail: { text: 'plain text' } });
    expect((await lastEvent())?.user_id).toMatch(/^[0-9a-f-]{36}$/);
    await client.data(LOG, { input: { type: 'admin_error', siteCode: 'basicinst' } });
    expect(await lastEvent()).toMatchObject({ type: 'admin_error', site_code: null, detail: null });
  });

  it('refuses bad types and over-long details', async () => {
    const client = gateway.client();
    await client.data('mutation { createSession { uuid } }');
    for (const type of ['', 'Admin_Error', 'a'.repeat(65), 'drop table;', 'événement']) {
      expect(errorCode(await client.gql(LOG, { input: { type } }))).toBe('BAD_USER_INPUT');
    }
    expect(errorCode(await client.gql(LOG, { input: { type: 'admin_error', detail: 'x'.repeat(4001) } }))).toBe('BAD_USER_INPUT');
    expect((await client.gql(LOG, { input: { type: 'admin_error', detail: 'x'.repeat(4000) } })).body.data).toEqual({ logEvent: true });
  });
});
