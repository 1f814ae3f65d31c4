import { createYoga } from 'graphql-yoga';
import { getIntrospectionQuery } from 'graphql/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../config.ts';
import { buildSchema } from '../schema.ts';
import { startGateway, type GraphqlResponse, type TestGateway } from '../testing/http.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts';
import { consoleDocuments } from './console-documents.ts';
import { gatewayGraphqlPlugins } from './graphql-guards.ts';
import { GRAPHQL_LIMITS, withoutSuggestions } from './graphql-limits.ts';

/** Parses and validates like the gateway does (same schema, same plugins), without executing anything. */
function gatewayValidator(production: boolean) {
  const config = resolveConfig({ nodeEnv: production ? 'production' : 'development', log: () => {} });
  const yoga = createYoga({
    schema: buildSchema(),
    plugins: gatewayGraphqlPlugins({ introspection: config.introspection, log: () => {} }),
  });
  const { parse, validate, schema } = yoga.getEnveloped({});
  return (text: string): string[] => {
    try {
      return (validate(schema, parse(text)) as ReadonlyArray<{ message: string }>).map((error) => error.message);
    } catch (error) {
      return [error instanceof Error ? error.message : String(error)];
    }
  };
}

describe('the documents the console sends', () => {
  const documents = consoleDocuments();

  it('are found in the console sources, the home dashboard query among them', () => {
    expect(documents.length).toBeGreaterThanOrEqual(10);
    const home = documents.find((document) => /query HomepageSummary\b/.test(document.text));
    expect(home?.text).toContain('fragment UsagePeriodFields on UsagePeriod');
  });

  it.each([true, false])('all validate under the limits (production: %s)', (production) => {
    const check = gatewayValidator(production);
    const failures = documents
      .map((document) => ({ file: document.file, errors: check(document.text) }))
      .filter((result) => result.errors.length > 0);
    expect(failures).toEqual([]);
  });

  it("include GraphiQL's full introspection query in development (its __schema part counts for neither depth nor cost)", () => {
    const query = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    expect(gatewayValidator(false)(query)).toEqual([]);
  });

  it('is checked by a validator that does refuse a document over a limit', () => {
    const check = gatewayValidator(true);
    const tooDeep = `{ ${'... on Query { '.repeat(GRAPHQL_LIMITS.maxDepth)} __typename ${'} '.repeat(GRAPHQL_LIMITS.maxDepth)}}`;
    expect(check(tooDeep).join('\n')).toMatch(/depth limit/i);
  });
});

describe('suggestion masking', () => {
  it('removes every "Did you mean" form graphql produces', () => {
    expect(withoutSuggestions('Cannot query field "sessio" on type "Query". Did you mean "session"?')).toBe(
      'Cannot query field "sessio" on type "Query".',
    );
    expect(withoutSuggestions('Value "WEEKLYY" does not exist in "UsageTimeframe" enum. Did you mean the enum value "WEEKLY"?')).toBe(
      'Value "WEEKLYY" does not exist in "UsageTimeframe" enum.',
    );
    expect(withoutSuggestions('Unknown type "Sesion". Did you mean "Session", "SessionInfo", or "Masquerade"?')).toBe(
      'Unknown type "Sesion".',
    );
  });
});

let test: TestDatabase;
let gateways: Record<'production' | 'development', TestGateway>;

beforeAll(async () => {
  test = await createTestDatabase();
  gateways = {
    production: await startGateway(test.db, { nodeEnv: 'production' }),
    development: await startGateway(test.db, { nodeEnv: 'development' }),
  };
});
afterAll(async () => {
  await gateways.production.close();
  await gateways.development.close();
  await test.close();
});

/** A refusal: a GraphQL error answer (HTTP 200 or 400, never 500), no data. */
function expectRefused(response: GraphqlResponse<unknown>, message: RegExp): void {
  expect([200, 400]).toContain(response.status);
  expect(response.body.data ?? null).toBeNull();
  expect(response.body.errors?.map((error) => error.message).join('\n')).toMatch(message);
}

const fields = (count: number, field: (index: number) => string) => Array.from({ length: count }, (_, index) => field(index)).join(' ');

describe.each(['production', 'development'] as const)('hostile documents (%s)', (mode) => {
  const client = () => gateways[mode].client();

  it('refuses 5,000 nested inline fragments while parsing, quickly', async () => {
    const deep = `{ ${'... on Query { '.repeat(5000)}__typename${' }'.repeat(5000)} }`;
    const started = performance.now();
    const response = await client().gql(deep);
    const elapsed = performance.now() - started;
    expectRefused(response, /Token limit of 1000 exceeded/);
    expect(elapsed).toBeLessThan(1000);
  });

  it('refuses nesting deeper than the depth limit that fits the token limit', async () => {
    const depth = GRAPHQL_LIMITS.maxDepth + 2;
    expectRefused(
      await client().gql(`{ ${'... on Query { '.repeat(depth)}__typename${' }'.repeat(depth)} }`),
      /depth limit of 10 exceeded/i,
    );
  });

  it('refuses 16 aliases, also of __typename, and accepts 15', async () => {
    expectRefused(
      await client().gql(`{ ${fields(16, (index) => `a${index}: appConfig { providerName }`)} }`),
      /Aliases limit of 15 exceeded, found 16/,
    );
    expectRefused(await client().gql(`{ ${fields(16, (index) => `t${index}: __typename`)} }`), /Aliases limit of 15 exceeded/);
    const fifteen = await client().gql<Record<string, unknown>>(`{ ${fields(15, (index) => `a${index}: appConfig { providerName }`)} }`);
    expect(fifteen.body.errors).toBeUndefined();
    expect(Object.keys(fifteen.body.data ?? {})).toHaveLength(15);
  });

  it('refuses a directive flood', async () => {
    expectRefused(
      await client().gql(`{ ${fields(11, () => '__typename @include(if: true)')} }`),
      /Directives limit of 10 exceeded, found 11/,
    );
  });

  it('refuses a token flood within the body limit, and a 1 MB document at the transport', async () => {
    const flood = `{ ${'__typename '.repeat(8000)}}`; // about 88 kB, 8,002 tokens
    const started = performance.now();
    expectRefused(await client().gql(flood), /Token limit of 1000 exceeded/);
    expect(performance.now() - started).toBeLessThan(1000);
    const huge = await client().gql(`{ ${'__typename '.repeat(100_000)}}`);
    expect(huge.status).toBe(413);
  });

  it('refuses fragments that fan out into too many fields (cost and field count)', async () => {
    // Ten spreads of ten spreads of ten spreads: 1,000 copies of a three-field selection in about 100 tokens.
    const document = `{ ...C }
      fragment A on Query { appConfig { providerName } session { uuid } }
      fragment B on Query { ${'...A '.repeat(10)}}
      fragment C on Query { ${'...B '.repeat(10)}}`;
    expectRefused(await client().gql(document), /Query Cost limit of 5000 exceeded/);
  });

  it('gives no field, enum or input-field suggestions', async () => {
    const responses = await Promise.all([
      client().gql('{ sessio { uuid } }'),
      client().gql('{ crossPlatformUsageTrends(siteCode: "x", timeframe: WEEKLYY) { siteCode } }'),
      client().gql('mutation ($input: UserLoginInput!) { userLogin(input: $input) { success } }', {
        input: { usrname: 'a', password: 'b' },
      }),
      client().gql('query ($t: UsageTimeframe!) { crossPlatformUsageTrends(siteCode: "x", timeframe: $t) { siteCode } }', { t: 'WEEKLYY' }),
    ]);
    for (const response of responses) {
      expect(response.status).not.toBe(500);
      expect(response.body.errors?.length).toBeGreaterThan(0);
      expect(JSON.stringify(response.body)).not.toMatch(/Did you mean|"session"|"username"|"WEEKLY"/);
    }
  });
});
