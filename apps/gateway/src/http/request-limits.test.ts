// Issue 30, item 4: floods without limits. createSession, logEvent and "Receive user list" are limited per client
// address, session or user (rate-limiter-flexible over the database); an anonymous session ends within a day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, startGateway, type TestGateway } from '../testing/http.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts';
import { REQUEST_LIMITS } from './request-limits.ts';

let test: TestDatabase;
let gateway: TestGateway;
let offset = 0;

beforeAll(async () => {
  test = await createTestDatabase();
  gateway = await startGateway(test.db, { now: () => new Date(Date.now() + offset) });
}, 120_000);
afterAll(async () => {
  await gateway?.close();
  await test?.close();
});

const CREATE = 'mutation { createSession { uuid } }';
const LOG = 'mutation ($input: LogEventInput!) { logEvent(input: $input) }';

describe('request rate limits', () => {
  it(`refuses a session's log events past ${REQUEST_LIMITS.logEventSession.points} a minute`, async () => {
    const client = gateway.client();
    await client.login('librarian@demo.edu');
    const detail = 'x'.repeat(4000);
    const answers: Array<string | undefined> = [];
    for (let index = 0; index < REQUEST_LIMITS.logEventSession.points + 3; index += 1)
      answers.push(errorCode(await client.gql(LOG, { input: { type: 'flood', detail } })));
    expect(answers.filter((code) => code === undefined)).toHaveLength(REQUEST_LIMITS.logEventSession.points);
    expect(answers.slice(-3)).toEqual(['RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED']);
  }, 60_000);

  it(`sends "Receive user list" at most ${REQUEST_LIMITS.userDataDownload.points} times an hour per user`, async () => {
    const client = gateway.client();
    await client.login('librarian@demo.edu');
    const DOWNLOAD = 'mutation { pairedUsersDataDownload(siteCode: "demouniv", accountId: "100001") { emailAddress } }';
    const answers: Array<string | undefined> = [];
    for (let index = 0; index < REQUEST_LIMITS.userDataDownload.points + 2; index += 1) answers.push(errorCode(await client.gql(DOWNLOAD)));
    expect(answers).toEqual([...Array(REQUEST_LIMITS.userDataDownload.points).fill(undefined), 'RATE_LIMITED', 'RATE_LIMITED']);
    const refused = await client.gql(DOWNLOAD);
    expect(refused.body.errors?.[0]?.message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
  }, 60_000);

  it('ends an anonymous session within a day', async () => {
    offset = 0;
    const client = gateway.client();
    // Past the minute of the first test's sessions.
    offset = 2 * 60 * 1000;
    await client.data(CREATE);
    const SESSION = '{ session { uuid } }';
    expect((await client.data<{ session: { uuid: string } | null }>(SESSION)).session).not.toBeNull();
    offset = 2 * 60 * 1000 + 24 * 60 * 60 * 1000 + 1000;
    expect((await client.data<{ session: { uuid: string } | null }>(SESSION)).session).toBeNull();
    offset = 0;
  });
  it(`refuses anonymous sessions past ${REQUEST_LIMITS.createSession.points} a minute from one address`, async () => {
    const answers = await Promise.all(
      Array.from({ length: REQUEST_LIMITS.createSession.points + 5 }, async () => errorCode(await gateway.client().gql(CREATE))),
    );
    // The tests before this one made a few sessions from the same address within the minute.
    expect(answers.filter((code) => code === undefined).length).toBeLessThanOrEqual(REQUEST_LIMITS.createSession.points);
    expect(answers.filter((code) => code === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(5);
    expect(answers.every((code) => code === undefined || code === 'RATE_LIMITED')).toBe(true);
    const { rows } = await test.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM sessions WHERE user_id IS NULL AND created_at > now() - interval '5 minutes'",
    );
    expect(rows[0]!.n).toBeLessThanOrEqual(REQUEST_LIMITS.createSession.points + 1);
  });
});
