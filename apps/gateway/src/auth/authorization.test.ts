import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, startGateway, type TestClient, type TestGateway } from '../testing/http.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts';
import type { Db, Queryable } from '../db/connection.ts';
import { resolveConfig } from '../config.ts';
import { createRequestContext } from '../context.ts';
import { PasswordVerifier, TEST_SCRYPT_PARAMS } from './passwords.ts';
import { SessionStore } from './sessions.ts';
import { findAccessibleAccount } from './authorization.ts';
import { buildPrincipal, loadAccountById, loadGrants, loadPrincipal, loadUser, type Principal } from './principal.ts';

let test: TestDatabase;
let gateway: TestGateway;
const clients: Record<string, TestClient> = {};

const EBA =
  'query ($codes: [String!]!) { ebaParticipantStatus(siteCodes: $codes) { siteCode isParticipant hasSuccessfulUpload isProcessing } }';
const CHILDREN = 'query ($id: ID!) { childInstitutions(accountId: $id) { id name code type } }';
const CCU = 'query ($code: String!) { ccuDashboardData(siteCode: $code) { collections { id title } } }';
const SEARCH = 'query ($code: String!) { iacSearchByCode(code: $code) { results { id code name type } } }';
const MASQUERADE_FIELDS = 'uuid masquerade { accountCode accountName } authenticatedProfiles { accountCode accountType role userId }';

beforeAll(async () => {
  test = await createTestDatabase();
  gateway = await startGateway(test.db);
  await Promise.all(
    ['librarian@demo.edu', 'basic@demo.edu', 'agent@demo.edu', 'consortium@demo.edu', 'staff@demo.org', 'publisher@demo.org'].map(
      async (username) => {
        const client = gateway.client();
        const result = await client.login(username);
        if (!result.success) throw new Error(`${username} could not sign in: ${result.errorCode}`);
        clients[username.split('@')[0] ?? username] = client;
      },
    ),
  );
});
afterAll(async () => {
  await gateway.close();
  await test.close();
});

function client(name: string): TestClient {
  const found = clients[name];
  if (!found) throw new Error(`no client ${name}`);
  return found;
}

async function search(who: string, code: string): Promise<string[]> {
  const data = await client(who).data<{ iacSearchByCode: { results: Array<{ code: string }> } }>(SEARCH, { code });
  return data.iacSearchByCode.results.map((result) => result.code);
}

describe('without a signed-in user', () => {
  it('every account-scoped operation is UNAUTHENTICATED', async () => {
    const anonymous = gateway.client();
    await anonymous.data('mutation { createSession { uuid } }');
    for (const [query, variables] of [
      [EBA, { codes: ['demouniv'] }],
      [CHILDREN, { id: '100006' }],
      [CCU, { code: 'demouniv' }],
      [SEARCH, { code: 'demouniv' }],
      ['mutation { startMasquerade(siteCode: "demouniv") { uuid } }', {}],
    ] as const) {
      const response = await anonymous.gql(query, variables);
      expect(errorCode(response)).toBe('UNAUTHENTICATED');
      expect(response.body.data ?? null).toBeNull();
    }
  });
});

describe('a librarian of one institution', () => {
  it('works on their own institutions', async () => {
    const eba = await client('librarian').data<{ ebaParticipantStatus: unknown[] }>(EBA, { codes: ['demouniv', 'DemoColl'] });
    expect(eba.ebaParticipantStatus).toEqual([
      { siteCode: 'demouniv', isParticipant: true, hasSuccessfulUpload: false, isProcessing: false },
      { siteCode: 'democoll', isParticipant: false, hasSuccessfulUpload: false, isProcessing: false },
    ]);
    const ccu = await client('librarian').data<{ ccuDashboardData: { collections: Array<{ title: string }> } }>(CCU, { code: 'demouniv' });
    expect(ccu.ccuDashboardData.collections.map((collection) => collection.title)).toEqual([
      'Demo University Archives',
      'Demo University Theses and Dissertations',
      'Historic Maps of the Upper Valley',
    ]);
    const college = await client('librarian').data<{ ccuDashboardData: { collections: unknown[] } }>(CCU, { code: 'democoll' });
    expect(college.ccuDashboardData.collections).toEqual([]);
  });

  it('is refused Basic Institute everywhere, with a message that reveals nothing', async () => {
    const refusals = [
      await client('librarian').gql(EBA, { codes: ['basicinst'] }),
      await client('librarian').gql(EBA, { codes: ['demouniv', 'basicinst'] }),
      await client('librarian').gql(CHILDREN, { id: '100003' }),
      await client('librarian').gql(CCU, { code: 'basicinst' }),
      await client('librarian').gql(CCU, { code: 'no-such-site' }),
      await client('librarian').gql(CHILDREN, { id: '100006' }),
    ];
    const messages = new Set<string>();
    for (const response of refusals) {
      expect(errorCode(response)).toBe('FORBIDDEN');
      expect(response.body.data ?? null).toBeNull();
      const message = response.body.errors?.[0]?.message ?? '';
      expect(message).not.toMatch(/basic|demo|agency|exist/i);
      messages.add(message);
    }
    // Unknown and foreign accounts are refused alike.
    expect(messages.size).toBe(1);
  });

  it('cannot find Basic Institute by code search', async () => {
    expect(await search('librarian', 'basicinst')).toEqual([]);
    expect(await search('librarian', 'bas*')).toEqual([]);
    expect(await search('librarian', 'dem*')).toEqual(['democoll', 'demouniv']);
    expect(await search('librarian', 'DEMOUNIV')).toEqual(['demouniv']);
    expect(await search('librarian', 'demo')).toEqual([]);
  });

  it('must give at least 3 characters and only a trailing wildcard', async () => {
    expect(errorCode(await client('librarian').gql(SEARCH, { code: 'de*' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await client('librarian').gql(SEARCH, { code: 'd*mo' }))).toBe('BAD_USER_INPUT');
    // LIKE wildcards are literal.
    expect(await search('librarian', 'dem%*')).toEqual([]);
    expect(await search('librarian', 'dem_univ')).toEqual([]);
  });

  it('cannot masquerade', async () => {
    expect(errorCode(await client('librarian').gql('mutation { startMasquerade(siteCode: "basicinst") { uuid } }'))).toBe('FORBIDDEN');
    expect(errorCode(await client('librarian').gql('mutation { endMasquerade { uuid } }'))).toBe('FORBIDDEN');
  });
});

describe('an agent administrator', () => {
  it('lists the 400 child institutions, sorted by name, named by external id', async () => {
    const { childInstitutions } = await client('agent').data<{
      childInstitutions: Array<{ id: string; name: string; code: string; type: string }>;
    }>(CHILDREN, { id: '100006' });
    expect(childInstitutions).toHaveLength(400);
    const names = childInstitutions.map((child) => child.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(childInstitutions.every((child) => child.type === 'institution' && /^7\d{5}$/.test(child.id))).toBe(true);
  });

  it("acts on every child, but not on another parent's children", async () => {
    const { childInstitutions } = await client('agent').data<{ childInstitutions: Array<{ code: string }> }>(CHILDREN, { id: '100006' });
    const codes = childInstitutions.map((child) => child.code);
    const eba = await client('agent').data<{ ebaParticipantStatus: unknown[] }>(EBA, { codes });
    expect(eba.ebaParticipantStatus).toHaveLength(400);
    const ccu = await client('agent').gql(CCU, { code: codes[0] });
    expect(ccu.body.errors).toBeUndefined();
    expect(errorCode(await client('agent').gql(CCU, { code: 'northfieldsu' }))).toBe('FORBIDDEN');
    expect(errorCode(await client('librarian').gql(CCU, { code: codes[0] }))).toBe('FORBIDDEN');
    // Search narrows to the accounts the agent may act on.
    expect(await search('agent', `${codes[0]}`)).toEqual([codes[0]]);
    expect(await search('agent', 'northfieldsu')).toEqual([]);
  });
});

describe('a consortium administrator', () => {
  it('lists and acts on the 12 members, but does not administer a member as a parent', async () => {
    const { childInstitutions } = await client('consortium').data<{ childInstitutions: Array<{ id: string; code: string }> }>(CHILDREN, {
      id: '100004',
    });
    expect(childInstitutions).toHaveLength(12);
    const member = childInstitutions[0];
    const eba = await client('consortium').data<{ ebaParticipantStatus: unknown[] }>(EBA, {
      codes: childInstitutions.map((child) => child.code),
    });
    expect(eba.ebaParticipantStatus).toHaveLength(12);
    expect(errorCode(await client('consortium').gql(CHILDREN, { id: member?.id }))).toBe('FORBIDDEN');
    expect(errorCode(await client('consortium').gql(CCU, { code: 'demouniv' }))).toBe('FORBIDDEN');
  });
});

describe('internal staff', () => {
  it('are refused accounts while not masquerading, but may search every account', async () => {
    expect(errorCode(await client('staff').gql(CCU, { code: 'demouniv' }))).toBe('FORBIDDEN');
    expect(errorCode(await client('staff').gql(EBA, { codes: ['demouniv'] }))).toBe('FORBIDDEN');
    expect(await search('staff', 'dem*')).toEqual(['demoagency', 'democoll', 'democons', 'demopress', 'demouniv']);
    expect(await search('staff', 'basicinst')).toEqual(['basicinst']);
  });

  it('masquerade as one account, act on it alone, then end the masquerade', async () => {
    const started = await client('staff').data<{
      startMasquerade: { masquerade: unknown; authenticatedProfiles: Array<{ accountCode: string; role: string }> };
    }>(`mutation { startMasquerade(siteCode: "DemoUniv") { ${MASQUERADE_FIELDS} } }`);
    expect(started.startMasquerade.masquerade).toEqual({ accountCode: 'demouniv', accountName: 'Demo University' });
    expect(started.startMasquerade.authenticatedProfiles).toEqual([
      expect.objectContaining({ accountCode: 'demouniv', accountType: 'institution', role: 'ADMINISTRATOR' }),
    ]);
    const { session } = await client('staff').data<{ session: { masquerade: unknown } }>('{ session { masquerade { accountCode } } }');
    expect(session.masquerade).toEqual({ accountCode: 'demouniv' });

    const ccu = await client('staff').data<{ ccuDashboardData: { collections: unknown[] } }>(CCU, { code: 'demouniv' });
    expect(ccu.ccuDashboardData.collections).toHaveLength(3);
    expect(errorCode(await client('staff').gql(CCU, { code: 'basicinst' }))).toBe('FORBIDDEN');

    const ended = await client('staff').data<{ endMasquerade: { masquerade: unknown; authenticatedProfiles: unknown[] } }>(
      `mutation { endMasquerade { ${MASQUERADE_FIELDS} } }`,
    );
    expect(ended.endMasquerade).toMatchObject({ masquerade: null, authenticatedProfiles: [] });
    expect(errorCode(await client('staff').gql(CCU, { code: 'demouniv' }))).toBe('FORBIDDEN');

    const { rows } = await test.db.query<{ type: string; site_code: string }>(
      `SELECT type, site_code FROM log_events WHERE type LIKE 'masquerade_%' ORDER BY id`,
    );
    expect(rows).toEqual([
      { type: 'masquerade_start', site_code: 'demouniv' },
      { type: 'masquerade_end', site_code: 'demouniv' },
    ]);
  });

  it('cannot masquerade as an unknown account', async () => {
    expect(errorCode(await client('staff').gql('mutation { startMasquerade(siteCode: "nosuchsite") { uuid } }'))).toBe('BAD_USER_INPUT');
  });
});

describe('a publisher', () => {
  it('acts on the publisher account only', async () => {
    expect((await client('publisher').gql(CCU, { code: 'demopress' })).body.errors).toBeUndefined();
    expect(errorCode(await client('publisher').gql(CCU, { code: 'demouniv' }))).toBe('FORBIDDEN');
  });
});

describe('the principal', () => {
  it('is loaded in one statement (user, grants in order, masquerade target), as the separate loaders read it', async () => {
    const statements: string[] = [];
    const counting: Queryable = {
      query: (sql, params) => {
        statements.push(sql);
        return test.db.query(sql, params);
      },
      exec: (sql) => {
        statements.push(sql);
        return test.db.exec(sql);
      },
    };
    const ids = await test.db.query<{ username: string; id: string }>(
      `SELECT username, id FROM users WHERE username IN ('consortium@demo.edu', 'staff@demo.org')`,
    );
    const idOf = (username: string) => ids.rows.find((row) => row.username === username)?.id ?? '';
    const { rows } = await test.db.query<{ id: string }>(`SELECT id FROM accounts WHERE code = 'demouniv'`);
    const target = rows[0]?.id ?? '';
    for (const [userId, masquerade] of [
      [idOf('consortium@demo.edu'), null],
      [idOf('staff@demo.org'), target],
    ] as const) {
      statements.length = 0;
      const principal = await loadPrincipal(counting, userId, masquerade);
      // Every signed-in request loads it; PGlite runs one statement at a time (bench/load.mjs).
      expect(statements).toHaveLength(1);
      const [user, grants, account] = await Promise.all([
        loadUser(test.db, userId),
        loadGrants(test.db, userId),
        masquerade ? loadAccountById(test.db, masquerade) : null,
      ]);
      expect(principal).toEqual(buildPrincipal(user!, grants, account));
      expect(grants.length).toBeGreaterThan(0);
    }
  });

  it('comes with the session: a signed-in request reads both in one statement', async () => {
    const statements: string[] = [];
    const counting: Db = {
      kind: test.db.kind,
      query: (sql, params) => {
        statements.push(sql);
        return test.db.query(sql, params);
      },
      exec: (sql) => {
        statements.push(sql);
        return test.db.exec(sql);
      },
      transaction: (fn) => test.db.transaction(fn),
      close: async () => {},
    };
    const config = resolveConfig({ nodeEnv: 'test', scrypt: TEST_SCRYPT_PARAMS, log: () => {} });
    const services = {
      db: counting,
      config,
      sessions: new SessionStore(counting),
      passwords: new PasswordVerifier(config.scrypt),
      now: () => new Date(),
    };
    const context = createRequestContext(services, { cookieHeader: client('librarian').cookieHeader(), setCookie: () => {} });
    const principal = await context.auth.requireUser();
    expect(principal.user.username).toBe('librarian@demo.edu');
    expect(principal.adminAccountIds.length).toBeGreaterThan(0);
    expect(statements).toHaveLength(1);
    // The principal of the session in force: after the session is replaced it is read again.
    const session = await context.getSession();
    context.replaceSession(session && { ...session, userId: null });
    expect(await context.getPrincipal()).toBeNull();
  });

  it('answers access to an account it holds an admin grant on without a statement, as the query would', async () => {
    const statements: string[] = [];
    const counting: Queryable = {
      query: (sql, params) => {
        statements.push(sql);
        return test.db.query(sql, params);
      },
      exec: (sql) => test.db.exec(sql),
    };
    const ids = await test.db.query<{ username: string; id: string }>(
      `SELECT username, id FROM users WHERE username IN ('librarian@demo.edu', 'agent@demo.edu')`,
    );
    const idOf = (username: string) => ids.rows.find((row) => row.username === username)?.id ?? '';
    const librarian = (await loadPrincipal(test.db, idOf('librarian@demo.edu'), null))!;
    const agent = (await loadPrincipal(test.db, idOf('agent@demo.edu'), null))!;
    // The same principals without their grants' accounts: every answer comes from the query.
    const queried = (principal: Principal): Principal => ({ ...principal, effectiveGrants: [] });
    const held = librarian.effectiveGrants.find((grant) => grant.account.type === 'institution')!.account;
    for (const ref of [held.code!.toUpperCase(), { externalId: held.externalId }]) {
      statements.length = 0;
      const found = await findAccessibleAccount(counting, librarian, ref);
      expect(statements).toHaveLength(0);
      expect(found).toEqual(held);
      expect(await findAccessibleAccount(counting, queried(librarian), ref)).toEqual(found);
      expect(statements).toHaveLength(1);
    }
    // Not held: still the query (a child of the agent's account, another institution).
    statements.length = 0;
    const { rows } = await test.db.query<{ code: string }>(
      `SELECT c.code FROM accounts c WHERE c.parent_id = ANY($1::uuid[]) ORDER BY c.code LIMIT 1`,
      [agent.parentAccountIds],
    );
    expect(await findAccessibleAccount(counting, agent, rows[0]!.code)).toMatchObject({ code: rows[0]!.code });
    expect(await findAccessibleAccount(counting, librarian, 'basicinst')).toBeNull();
    expect(statements).toHaveLength(2);
  });
});
