import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { APP_IDENTIFIER, GATEWAY_PATH } from '@console/graphql/app-id';
import { HomepageSummaryDocument } from '@console/graphql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawBytes, startGateway, type TestClient, type TestGateway } from '../testing/http.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts';
import { MIN_COMPRESSED_BYTES } from './content-encoding.ts';

let test: TestDatabase;
let gateway: TestGateway;
let librarian: TestClient;

const HOME = { query: HomepageSummaryDocument.toString(), variables: { siteCode: 'demouniv', accountType: 'institution' } };

beforeAll(async () => {
  test = await createTestDatabase();
  // A fixed clock: the dashboard says when it was generated, and the answers are compared whole.
  const now = new Date();
  gateway = await startGateway(test.db, { now: () => now });
  librarian = gateway.client();
  expect(await librarian.login('librarian@demo.edu')).toMatchObject({ success: true });
});
afterAll(async () => {
  await gateway.close();
  await test.close();
});

function post(body: unknown, headers: Record<string, string> = {}) {
  return rawBytes(
    gateway.port,
    'POST',
    GATEWAY_PATH,
    {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: APP_IDENTIFIER,
      cookie: librarian.cookieHeader(),
      ...headers,
    },
    JSON.stringify(body),
  );
}

describe('GraphQL answers', () => {
  it('compresses a large answer (the home dashboard) with the encoding the client accepts', async () => {
    const plain = await post(HOME, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10 * 1024);
    const expected = JSON.parse(plain.body.toString()) as { data: { homepageSummaryV2: { siteCode: string } } };
    expect(expected.data.homepageSummaryV2.siteCode).toBe('demouniv');

    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0.5, gzip;q=0.9', 'gzip', gunzipSync],
    ] as const) {
      const answer = await post(HOME, { 'accept-encoding': accept });
      expect(answer.status, accept).toBe(200);
      expect(answer.headers['content-encoding'], accept).toBe(encoding);
      expect(answer.headers.vary, accept).toBe('Accept-Encoding');
      expect(answer.headers['content-type'], accept).toBe(plain.headers['content-type']);
      expect(answer.headers['cache-control'], accept).toBe('no-store');
      expect(Number(answer.headers['content-length']), accept).toBe(answer.body.length);
      expect(answer.body.length, accept).toBeLessThan(plain.body.length / 4);
      expect(JSON.parse(decode(answer.body).toString()), accept).toEqual(expected);
    }
  });

  it('sends a small answer as it is, still saying Vary', async () => {
    const answer = await post({ query: '{ appConfig { providerName } }' }, { 'accept-encoding': 'br, gzip' });
    expect(answer.body.length).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(answer.body.toString())).toEqual({ data: { appConfig: { providerName: 'JSTOR' } } });
  });

  it('stays readable by a client that decompresses (fetch), with yoga status codes and cookies intact', async () => {
    const client = gateway.client();
    // fetch (undici) asks for gzip and deflate, and decompresses.
    expect(await client.login('librarian@demo.edu')).toMatchObject({ success: true });
    expect(client.cookieHeader()).toMatch(/admin_sid=/);
    const response = await client.gql(HOME.query, HOME.variables);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.body.data).toMatchObject({ homepageSummaryV2: { siteCode: 'demouniv' } });

    // An error answer keeps yoga's status and body (400 for the GraphQL-over-HTTP media type).
    const invalid = { query: '{ nosuchfield }' };
    const graphqlResponse = { accept: 'application/graphql-response+json' };
    const plainError = await post(invalid, { ...graphqlResponse, 'accept-encoding': 'identity' });
    const error = await post(invalid, { ...graphqlResponse, 'accept-encoding': 'br' });
    expect(plainError.status).toBe(400);
    expect(error.status).toBe(400);
    expect(error.headers['content-type']).toBe(plainError.headers['content-type']);
    expect(error.body.toString()).toBe(plainError.body.toString());
    expect(error.headers.vary).toBe('Accept-Encoding');
    const logout = await client.gql('mutation { userLogOut }');
    expect(logout.setCookies.some((cookie) => /admin_sid=;.*Max-Age=0/i.test(cookie))).toBe(true);
  });
});
