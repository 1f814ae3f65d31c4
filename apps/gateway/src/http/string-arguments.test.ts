import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from '../graphql-runtime.ts';
import { buildSchema } from '../schema.ts';
import { faultyDb } from '../testing/faulty-db.ts';
import { errorCode, startGateway, type TestGateway } from '../testing/http.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts';
import {
  DEFAULT_MAX_STRING_LENGTH,
  findStringArgumentProblem,
  MAX_STRING_LENGTHS,
  stringProblem,
  unknownCoordinates,
} from './string-arguments.ts';

const schema = buildSchema();

describe('stringProblem', () => {
  it('refuses NUL bytes, unpaired surrogates and over-long values, and accepts the rest', () => {
    expect(stringProblem('a\0b', 10)).toMatch(/NUL/);
    expect(stringProblem('\uD800', 10)).toMatch(/unpaired surrogate/);
    expect(stringProblem('x\uDC00', 10)).toMatch(/unpaired surrogate/);
    expect(stringProblem('\uDC00\uD800', 10)).toMatch(/unpaired surrogate/);
    expect(stringProblem('x'.repeat(11), 10)).toMatch(/at most 10 characters/);
    for (const fine of ['', 'x'.repeat(10), 'émigré 漢字', '😀 (a surrogate pair)', 'tab\tand\nnewline'])
      expect(stringProblem(fine, 40)).toBeNull();
  });
});

describe('findStringArgumentProblem', () => {
  const check = (document: string, variables?: Record<string, unknown>) =>
    findStringArgumentProblem(schema, parse(document), undefined, variables);

  it('names the argument, inside input objects and lists, from literals and variables', () => {
    expect(check('{ iacSearchByCode(code: "a\\u0000b") { results { id } } }')).toEqual({
      field: 'iacSearchByCode',
      argument: 'code',
      reason: expect.stringMatching(/NUL/),
    });
    expect(
      check('mutation ($i: UserLoginInput!) { userLogin(input: $i) { success } }', { i: { username: 'a\uD800', password: 'p' } }),
    ).toMatchObject({
      field: 'userLogin',
      argument: 'input.username',
    });
    expect(check('mutation ($p: String!) { userLogin(input: { username: "u", password: $p }) { success } }', { p: 'x\0' })).toMatchObject({
      argument: 'input.password',
    });
    expect(
      check('query ($f: String!) { flags(flagsFlagList: ["ok", $f]) { enabled } }', { f: 'x'.repeat(DEFAULT_MAX_STRING_LENGTH + 1) }),
    ).toMatchObject({
      field: 'flags',
      argument: 'flagsFlagList[1]',
    });
    expect(check('query ($l: [String!]!) { ebaParticipantStatus(siteCodes: $l) { siteCode } }', { l: ['a', 'b', '\0'] })).toMatchObject({
      argument: 'siteCodes[2]',
    });
  });

  it('checks fragments of the operation and only the operation that runs', () => {
    expect(check('{ ...F } fragment F on Query { iacSearchByCode(code: "\\u0000") { results { id } } }')).toMatchObject({
      argument: 'code',
    });
    const document = parse(
      'query Good { iacSearchByCode(code: "fine") { results { id } } } query Bad { iacSearchByCode(code: "\\u0000") { results { id } } }',
    );
    expect(findStringArgumentProblem(schema, document, 'Good', {})).toBeNull();
    expect(findStringArgumentProblem(schema, document, 'Bad', {})).toMatchObject({ argument: 'code' });
  });

  it('checks each request’s variables when the same document comes again (its walk is kept per document)', () => {
    // yoga's parser cache hands out one document per query text: the second and third requests reuse the first's walk.
    const document = parse('query ($c: String!, $o: Boolean!) { iacSearchByCode(code: $c) @include(if: $o) { results { id } } }');
    expect(findStringArgumentProblem(schema, document, undefined, { c: 'fine', o: true })).toBeNull();
    expect(findStringArgumentProblem(schema, document, undefined, { c: 'a\u0000b', o: true })).toMatchObject({
      field: 'iacSearchByCode',
      argument: 'code',
    });
    expect(findStringArgumentProblem(schema, document, undefined, { c: 'x'.repeat(DEFAULT_MAX_STRING_LENGTH + 1), o: true })).toMatchObject(
      {
        argument: 'code',
        reason: `must be at most ${DEFAULT_MAX_STRING_LENGTH} characters long`,
      },
    );
    expect(findStringArgumentProblem(schema, document, undefined, { c: 'fine again', o: false })).toBeNull();
  });

  it('uses the per-argument bounds', () => {
    const login = (password: string) =>
      check('mutation ($p: String!) { userLogin(input: { username: "u", password: $p }) { success } }', { p: password });
    expect(login('x'.repeat(1024))).toBeNull();
    expect(login('x'.repeat(1025))).toMatchObject({ argument: 'input.password', reason: 'must be at most 1024 characters long' });
    expect(check('mutation ($d: String) { logEvent(input: { type: "t", detail: $d }) }', { d: 'x'.repeat(4000) })).toBeNull();
    expect(check('{ iacSearchByCode(code: "' + 'x'.repeat(DEFAULT_MAX_STRING_LENGTH) + '") { results { id } } }')).toBeNull();
  });

  it('leaves variables that do not coerce to execution', () => {
    expect(check('query ($c: String!) { iacSearchByCode(code: $c) { results { id } } }', { c: 5 })).toBeNull();
  });

  it('has overrides only for coordinates the schema has', () => {
    expect(Object.keys(MAX_STRING_LENGTHS).length).toBeGreaterThan(0);
    expect(unknownCoordinates(schema)).toEqual([]);
    expect(unknownCoordinates(schema, { 'UserLoginInput.pasword': 1, 'Query.flags(list:)': 1, 'Query.flags(flagsFlagList:)': 1 })).toEqual([
      'UserLoginInput.pasword',
      'Query.flags(list:)',
    ]);
  });
});

let test: TestDatabase;
let faults: ReturnType<typeof faultyDb>;
let gateway: TestGateway;
/** Statements the gateway sent with a parameter holding NUL or a lone surrogate. */
const leaked: string[] = [];

beforeAll(async () => {
  test = await createTestDatabase();
  faults = faultyDb(test.db);
  gateway = await startGateway(faults.db, { nodeEnv: 'production' });
});
afterAll(async () => {
  await gateway.close();
  await test.close();
});

describe.each([
  ['a NUL byte', 'ab\u0000cd', /NUL/],
  ['a lone surrogate', 'ab\uD800cd', /unpaired surrogate/],
  ['an over-long value', 'x'.repeat(DEFAULT_MAX_STRING_LENGTH + 1), /at most 256 characters/],
])('over HTTP, %s', (_label, bad, reason) => {
  beforeAll(() => {
    // Any statement the refused requests would send fails loudly and is recorded.
    faults.failWhen((sql) => {
      leaked.push(sql);
      return null;
    });
  });
  afterAll(() => faults.failWhen(null));

  it.each([
    [
      'a top-level variable',
      'query ($c: String!) { iacSearchByCode(code: $c) { results { id } } }',
      (value: string) => ({ c: value }),
      'code',
      'iacSearchByCode',
    ],
    [
      'a nested input field',
      'mutation ($i: UserLoginInput!) { userLogin(input: $i) { success } }',
      (value: string) => ({ i: { username: value, password: 'demo' } }),
      'input.username',
      'userLogin',
    ],
    [
      'a list item',
      'query ($l: [String!]!) { flags(flagsFlagList: $l) { enabled } }',
      (value: string) => ({ l: ['eba_selection', value] }),
      'flagsFlagList[1]',
      'flags',
    ],
  ])('in %s is refused with BAD_USER_INPUT naming it, before any SQL', async (_where, document, variables, argument, field) => {
    leaked.length = 0;
    const client = gateway.client();
    const response = await client.gql(document, variables(bad));
    expect(response.status).toBe(200);
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toMatch(new RegExp(`^Argument "${argument.replace(/[[\]]/g, '\\$&')}" of "${field}" `));
    expect(response.body.errors?.[0]?.message).toMatch(reason);
    expect(response.body.data ?? null).toBeNull();
    expect(leaked).toEqual([]);
  });
});

describe('over HTTP, within bounds', () => {
  it('refuses an escaped NUL in an inline literal and lets values within their bounds through', async () => {
    const refused = await gateway.client().gql('{ iacSearchByCode(code: "x\\u0000") { results { id } } }');
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    const client = gateway.client();
    expect(await client.login('librarian@demo.edu', 'x'.repeat(1024))).toMatchObject({ success: false, errorCode: 'A333' });
    const long = await client.gql(
      'mutation ($p: String!) { userLogin(input: { username: "librarian@demo.edu", password: $p }) { success } }',
      { p: 'x'.repeat(1025) },
    );
    expect(errorCode(long)).toBe('BAD_USER_INPUT');
    expect(gateway.logs.filter((line) => /unexpected error/.test(line))).toEqual([]);
  });
});
