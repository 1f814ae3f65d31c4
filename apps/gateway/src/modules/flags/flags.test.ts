import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, startGateway, type TestGateway } from '../../testing/http.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';
import { FLAG_NAMES } from './flag-names.ts';

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

const FLAGS = 'query ($names: [String!]!) { flags(flagsFlagList: $names) { enabled disabled } }';
const requested = [...FLAG_NAMES, 'not_a_flag'];

async function flagsFor(username: string | null, names: string[] = requested) {
  const client = gateway.client();
  if (username) expect(await client.login(username)).toMatchObject({ success: true });
  return (await client.data<{ flags: { enabled: string[]; disabled: string[] } }>(FLAGS, { names })).flags;
}

describe('flags', () => {
  it('partitions the names for the librarian: all on but as_qa, unknown names off', async () => {
    expect(await flagsFor('librarian@demo.edu')).toEqual({
      enabled: FLAG_NAMES.filter((flag) => flag !== 'as_qa'),
      disabled: ['as_qa', 'not_a_flag'],
    });
  });

  it('has every flag off for basic', async () => {
    expect(await flagsFor('basic@demo.edu')).toEqual({ enabled: [], disabled: requested });
  });

  it('has every flag off without a signed-in user', async () => {
    expect(await flagsFor(null)).toEqual({ enabled: [], disabled: requested });
  });

  it('keeps the order asked for and drops repeats', async () => {
    expect(await flagsFor('agent@demo.edu', ['eba_selection', 'as_qa', 'eba_selection', 'enable_c5_1'])).toEqual({
      enabled: ['eba_selection', 'enable_c5_1'],
      disabled: ['as_qa'],
    });
    expect(await flagsFor('agent@demo.edu', [])).toEqual({ enabled: [], disabled: [] });
  });

  it('refuses more than 100 names', async () => {
    const response = await gateway.client().gql(FLAGS, { names: Array.from({ length: 101 }, (_, index) => `flag_${index}`) });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
  });
});
