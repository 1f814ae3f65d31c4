import { readFileSync } from 'node:fs';
import {
  CANVAS_CLIENT_ID_REQUIRED,
  ENTITY_ID_REQUIRED_MESSAGE,
  PROXY_INVALID_MESSAGE,
  SSO_DOMAIN_TAKEN_MESSAGE,
  SSO_FREE_MAIL_MESSAGE,
  SSO_INVALID_DOMAIN_MESSAGE,
  SSO_PUBLIC_SUFFIX_MESSAGE,
  SSO_SPECIAL_CHARACTERS_MESSAGE,
} from '@console/rules/access-methods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, startGateway, type GraphqlResponse, type TestClient, type TestGateway } from '../../testing/http.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';
import { loadFederationEntities, parseFederationMetadata } from './federation.ts';

let test: TestDatabase;
let gateway: TestGateway;
let librarian: TestClient;
let basic: TestClient;

const UNIVERSITY = '100001';
const COLLEGE = '100002';
const BASIC = '100003';

beforeAll(async () => {
  test = await createTestDatabase();
  gateway = await startGateway(test.db);
  librarian = gateway.client();
  await librarian.login('librarian@demo.edu');
  basic = gateway.client();
  await basic.login('basic@demo.edu');
});
afterAll(async () => {
  await gateway.close();
  await test.close();
});

const ACCOUNT = `query ($id: ID!, $idType: String!) {
  iacAccount(accountId: $id, idType: $idType) {
    id code name type preferences { OpenURL { baseURL } ProviderDesignationStatement { accountName } InstitutionFinderInfo }
    licenses { id type status term { startDate endDate ignoreEnd } }
    credentials { id type ipAddress allow overlapsOtherInstitution domain referrer username password entity clientId clientSecret provider }
  }
}`;
const UPDATE = `mutation ($id: ID!, $account: String!) {
  updateInstitutionalAccount(institutionId: $id, account: $account) { preferences { InstitutionFinderInfo } credentials { id type domain entity clientId clientSecret } }
}`;
const DELETE = `mutation ($id: ID!, $credentialId: ID!) { iacDeleteCredential(accountId: $id, credentialId: $credentialId, idType: "externalId") { status data } }`;
const VERIFY = 'query ($entityId: String!) { verifyEntityId(entityId: $entityId) { hasValidEntity } }';
const CHANGES =
  'query ($id: ID!) { accessMethodChanges(accountId: $id) { eventType userName siteCode institutionId oldValue newValue createdAt } }';

interface Credential {
  id: string;
  type: string;
  ipAddress: string | null;
  overlapsOtherInstitution: boolean | null;
  domain: string | null;
  username: string | null;
  password: string | null;
  entity: string | null;
  clientId: string | null;
  clientSecret: string | null;
}
interface Account {
  id: string;
  code: string;
  preferences: { InstitutionFinderInfo: string; OpenURL?: unknown; ProviderDesignationStatement?: unknown };
  licenses: Array<{ type: string; status: string; term: { startDate: string } }>;
  credentials: Credential[];
}

async function account(client: TestClient, id: string): Promise<Account> {
  return (await client.data<{ iacAccount: Account }>(ACCOUNT, { id, idType: 'externalId' })).iacAccount;
}
function update(client: TestClient, id: string, shape: unknown): Promise<GraphqlResponse<{ updateInstitutionalAccount: Account }>> {
  return client.gql(UPDATE, { id, account: JSON.stringify(shape) });
}
const message = (response: GraphqlResponse<unknown>) => response.body.errors?.[0]?.message;
const finder = (shape: Record<string, string>) => ({
  type: 'institution',
  accountId: COLLEGE,
  idType: 'externalId',
  preferences: { InstitutionFinderInfo: JSON.stringify(shape) },
});

async function auditCount(): Promise<number> {
  const { rows } = await test.db.query<{ n: number }>('SELECT count(*)::int AS n FROM access_method_changes');
  return rows[0]?.n ?? 0;
}

describe('iacAccount', () => {
  it("gives an institution's credentials and preferences to its administrator, never a remote password", async () => {
    const university = await account(librarian, UNIVERSITY);
    expect(university.code).toBe('demouniv');
    expect(JSON.parse(university.preferences.InstitutionFinderInfo)).toEqual({
      domainCredentialProvider: 'google',
      loginUrl: 'https://ezproxy.demo.edu/login?url={targetUrl}',
    });
    expect(university.preferences.OpenURL).toEqual({ baseURL: 'https://resolver.demo.edu/openurl' });
    expect(university.preferences.ProviderDesignationStatement).toEqual({ accountName: 'Demo University Libraries' });
    const tool = university.licenses.find((license) => license.type === 'Institution_Interactive_Research_Tool');
    expect(tool).toMatchObject({ status: 'OK', term: { startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } });
    const types = university.credentials.map((credential) => credential.type);
    expect(types.filter((type) => type === 'IPRANGE')).toHaveLength(10);
    expect(university.credentials.find((c) => c.type === 'SHIBBOLETH')?.entity).toBe('https://idp.demo.edu/idp/shibboleth');
    const passwords = university.credentials.filter((c) => c.type === 'USERPASS');
    expect(passwords.map((c) => c.username).sort()).toEqual(['demouniv-alumni', 'demouniv-remote']);
    expect(passwords.every((c) => c.password === null)).toBe(true);
    // 203.0.113.64/27 shares addresses with a consortium member's 203.0.113.80/28; nothing else overlaps.
    const overlapping = university.credentials.filter((c) => c.overlapsOtherInstitution).map((c) => c.ipAddress);
    expect(overlapping).toEqual(['203.0.113.64/27']);
  });

  it("refuses another institution's account, unknown accounts and other id types", async () => {
    expect(errorCode(await basic.gql(ACCOUNT, { id: UNIVERSITY, idType: 'externalId' }))).toBe('FORBIDDEN');
    expect(errorCode(await basic.gql(ACCOUNT, { id: '999999', idType: 'externalId' }))).toBe('FORBIDDEN');
    expect(errorCode(await librarian.gql(ACCOUNT, { id: UNIVERSITY, idType: 'siteCode' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await gateway.client().gql(ACCOUNT, { id: UNIVERSITY, idType: 'externalId' }))).toBe('UNAUTHENTICATED');
  });

  it("refuses every change to another institution's account, and writes nothing", async () => {
    const before = await auditCount();
    const saml = {
      type: 'institution',
      accountId: UNIVERSITY,
      credentials: [{ type: 'SHIBBOLETH', entity: 'https://samltest.id/saml/idp' }],
    };
    expect(errorCode(await update(basic, UNIVERSITY, saml))).toBe('FORBIDDEN');
    const samlId = (await account(librarian, UNIVERSITY)).credentials.find((c) => c.type === 'SHIBBOLETH')!.id;
    expect(errorCode(await basic.gql(DELETE, { id: UNIVERSITY, credentialId: samlId }))).toBe('FORBIDDEN');
    // Its own account id with another institution's credential id.
    expect(errorCode(await basic.gql(DELETE, { id: BASIC, credentialId: samlId }))).toBe('NOT_FOUND');
    expect(errorCode(await basic.gql(CHANGES, { id: UNIVERSITY }))).toBe('FORBIDDEN');
    expect(await auditCount()).toBe(before);
  });
  it('lets internal staff read and change an account only while masquerading as it', async () => {
    const staff = gateway.client();
    await staff.login('staff@demo.org');
    expect(errorCode(await staff.gql(ACCOUNT, { id: UNIVERSITY, idType: 'externalId' }))).toBe('FORBIDDEN');
    await staff.data('mutation { startMasquerade(siteCode: "demouniv") { uuid } }');
    expect((await account(staff, UNIVERSITY)).code).toBe('demouniv');
    expect(errorCode(await staff.gql(ACCOUNT, { id: COLLEGE, idType: 'externalId' }))).toBe('FORBIDDEN');
  });
});

describe('verifyEntityId', () => {
  it('knows the federation entities and nothing else', async () => {
    expect(await librarian.data(VERIFY, { entityId: 'https://aai-demo-idp.switch.ch/idp/shibboleth' })).toEqual({
      verifyEntityId: { hasValidEntity: true },
    });
    expect(await librarian.data(VERIFY, { entityId: 'https://idp.unknown.example.edu/idp' })).toEqual({
      verifyEntityId: { hasValidEntity: false },
    });
    expect(await librarian.data(VERIFY, { entityId: '' })).toEqual({ verifyEntityId: { hasValidEntity: false } });
    expect(errorCode(await gateway.client().gql(VERIFY, { entityId: 'https://samltest.id/saml/idp' }))).toBe('UNAUTHENTICATED');
  });

  it('loads identity providers (not service providers) from SAML federation metadata', async () => {
    const xml = readFileSync(new URL('./testdata/federation-metadata.xml', import.meta.url), 'utf8');
    const entities = parseFederationMetadata(xml);
    expect(entities).toEqual([
      {
        entityId: 'https://idp.northfield.example.edu/idp/shibboleth',
        displayName: 'Northfield State University & Colleges',
        registrationAuthority: 'https://incommon.org',
      },
      { entityId: 'https://idp.riverbend.example.ac.uk/idp/shibboleth', displayName: 'Riverbend College', registrationAuthority: null },
    ]);
    expect(await loadFederationEntities(test.db, 'Test Federation', entities)).toBe(2);
    expect(await librarian.data(VERIFY, { entityId: 'https://idp.riverbend.example.ac.uk/idp/shibboleth' })).toEqual({
      verifyEntityId: { hasValidEntity: true },
    });
    expect(await librarian.data(VERIFY, { entityId: 'https://sp.library.example.org/shibboleth' })).toEqual({
      verifyEntityId: { hasValidEntity: false },
    });
    // Loading again replaces the federation's list.
    expect(await loadFederationEntities(test.db, 'Test Federation', entities.slice(0, 1))).toBe(1);
    expect(await librarian.data(VERIFY, { entityId: 'https://idp.riverbend.example.ac.uk/idp/shibboleth' })).toEqual({
      verifyEntityId: { hasValidEntity: false },
    });
    expect(() => parseFederationMetadata('<!DOCTYPE x [<!ENTITY a "b">]><EntitiesDescriptor/>')).toThrow(/document type/);
    expect(() => parseFederationMetadata('<html><body/></html>')).toThrow(/Not SAML metadata/);
  });
});

describe('updateInstitutionalAccount', () => {
  it('saves a verified entity ID and writes the audit row with user, site, institution, values and session', async () => {
    const shape = {
      type: 'institution',
      accountId: COLLEGE,
      idType: 'externalId',
      credentials: [{ type: 'SHIBBOLETH', entity: 'https://idp.demo-arts.edu/idp/shibboleth' }],
    };
    const saved = await update(librarian, COLLEGE, shape);
    expect(saved.body.data?.updateInstitutionalAccount.credentials).toEqual([
      expect.objectContaining({ type: 'SHIBBOLETH', entity: 'https://idp.demo-arts.edu/idp/shibboleth' }),
    ]);
    const { rows } = await test.db.query<Record<string, unknown>>(
      `SELECT c.event_type, c.site_code, c.institution_id, c.old_value, c.new_value, u.username, s.user_id IS NOT NULL AS session_found
         FROM access_method_changes c JOIN users u ON u.id = c.user_id LEFT JOIN sessions s ON s.uuid = c.session_uuid
        ORDER BY c.id DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({
      event_type: 'saml_update',
      site_code: 'democoll',
      institution_id: COLLEGE,
      old_value: null,
      new_value: 'https://idp.demo-arts.edu/idp/shibboleth',
      username: 'librarian@demo.edu',
      session_found: true,
    });
    // Saving the same value again changes nothing and writes no row.
    const before = await auditCount();
    await update(librarian, COLLEGE, shape);
    expect(await auditCount()).toBe(before);
  });

  it('refuses an unknown or empty entity ID and keeps the saved one', async () => {
    const unknown = await update(librarian, COLLEGE, {
      credentials: [{ type: 'SHIBBOLETH', entity: 'https://idp.unknown.example.edu/idp' }],
    });
    expect(errorCode(unknown)).toBe('INVALID_ENTITY');
    const empty = await update(librarian, COLLEGE, { credentials: [{ type: 'SHIBBOLETH', entity: '  ' }] });
    expect([errorCode(empty), message(empty)]).toEqual(['BAD_USER_INPUT', ENTITY_ID_REQUIRED_MESSAGE]);
    expect((await account(librarian, COLLEGE)).credentials.find((c) => c.type === 'SHIBBOLETH')?.entity).toBe(
      'https://idp.demo-arts.edu/idp/shibboleth',
    );
  });

  it('stores proxy URLs normalised, refuses what the form refuses, and deletes with an empty URL', async () => {
    for (const bad of [
      '',
      'ezproxy.demo-arts.edu',
      'http://ezproxy.demo-arts.edu',
      'https://127.0.0.1/login',
      'https://10.1.2.3/',
      'https://[fe80::1]/',
      'https://me:pw@ezproxy.demo-arts.edu/',
    ]) {
      const response = await update(librarian, COLLEGE, finder({ loginUrl: bad || ' ' }));
      if (bad === '') continue; // blank means delete
      expect([errorCode(response), message(response)], bad).toEqual(['BAD_USER_INPUT', PROXY_INVALID_MESSAGE]);
    }
    const saved = await update(librarian, COLLEGE, finder({ loginUrl: 'https://ezproxy.demo-arts.edu/whatever' }));
    expect(JSON.parse(saved.body.data!.updateInstitutionalAccount.preferences.InstitutionFinderInfo)).toEqual({
      domainCredentialProvider: '',
      loginUrl: 'https://ezproxy.demo-arts.edu/login?url={targetUrl}',
    });
    const wam = await update(librarian, COLLEGE, finder({ loginUrl: 'https://0-www.jstor.org.library.demo-arts.edu' }));
    expect(JSON.parse(wam.body.data!.updateInstitutionalAccount.preferences.InstitutionFinderInfo).loginUrl).toBe(
      'https://0-www.jstor.org.library.demo-arts.edu/validate?url={targetPath}',
    );
    const deleted = await update(librarian, COLLEGE, finder({ loginUrl: '' }));
    expect(JSON.parse(deleted.body.data!.updateInstitutionalAccount.preferences.InstitutionFinderInfo).loginUrl).toBe('');
    const changes = (
      await librarian.data<{ accessMethodChanges: Array<{ eventType: string; oldValue: string | null }> }>(CHANGES, { id: COLLEGE })
    ).accessMethodChanges;
    expect(changes.slice(0, 3).map((change) => change.eventType)).toEqual(['proxy_delete', 'proxy_update', 'proxy_update']);
  });

  it('changes the SSO provider, and refuses other values', async () => {
    await update(librarian, COLLEGE, finder({ domainCredentialProvider: 'microsoft' }));
    expect(JSON.parse((await account(librarian, COLLEGE)).preferences.InstitutionFinderInfo).domainCredentialProvider).toBe('microsoft');
    expect(errorCode(await update(librarian, COLLEGE, finder({ domainCredentialProvider: 'okta' })))).toBe('BAD_USER_INPUT');
    expect(errorCode(await update(librarian, COLLEGE, finder({ somethingElse: 'x' })))).toBe('BAD_USER_INPUT');
  });

  it('adds and edits SSO domains, refusing invalid ones with the form’s messages and a domain another institution uses', async () => {
    const added = await update(librarian, COLLEGE, {
      type: 'institution',
      id: COLLEGE,
      credentials: [{ type: 'DOMAIN', id: 'new-1', domain: 'Demo-Arts.EDU' }],
    });
    const domain = added.body.data!.updateInstitutionalAccount.credentials.find((c) => c.type === 'DOMAIN')!;
    expect(domain.domain).toBe('demo-arts.edu');
    const edited = await update(librarian, COLLEGE, { credentials: [{ type: 'DOMAIN', id: domain.id, domain: 'arts.demo-arts.edu' }] });
    expect(edited.body.data!.updateInstitutionalAccount.credentials.find((c) => c.id === domain.id)?.domain).toBe('arts.demo-arts.edu');

    const special = await update(librarian, COLLEGE, { credentials: [{ type: 'DOMAIN', id: 'new-2', domain: 'demo_arts.edu' }] });
    expect(message(special)).toBe(SSO_SPECIAL_CHARACTERS_MESSAGE);
    const invalid = await update(librarian, COLLEGE, { credentials: [{ type: 'DOMAIN', id: 'new-2', domain: 'demoarts' }] });
    expect(message(invalid)).toBe(SSO_INVALID_DOMAIN_MESSAGE);
    // demo.edu is Demo University's; the answer does not say whose.
    const taken = await update(librarian, COLLEGE, { credentials: [{ type: 'DOMAIN', id: 'new-2', domain: 'DEMO.edu' }] });
    expect([errorCode(taken), message(taken)]).toEqual(['DOMAIN_TAKEN', SSO_DOMAIN_TAKEN_MESSAGE]);
    // Another account's credential id is not this account's domain.
    const foreign = (await account(librarian, UNIVERSITY)).credentials.find((c) => c.type === 'DOMAIN')!.id;
    expect(errorCode(await update(librarian, COLLEGE, { credentials: [{ type: 'DOMAIN', id: foreign, domain: 'x.demo-arts.edu' }] }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('refuses public suffixes, free-mail providers and a trailing dot (issue 30, item 1), storing nothing', async () => {
    const before = await account(basic, BASIC);
    const cases: Array<[string, string, string]> = [
      ['gmail.com', 'DOMAIN_FREE_MAIL', SSO_FREE_MAIL_MESSAGE],
      ['Outlook.com', 'DOMAIN_FREE_MAIL', SSO_FREE_MAIL_MESSAGE],
      ['mail.yahoo.com', 'DOMAIN_FREE_MAIL', SSO_FREE_MAIL_MESSAGE],
      ['ac.uk', 'DOMAIN_PUBLIC_SUFFIX', SSO_PUBLIC_SUFFIX_MESSAGE],
      ['edu.au', 'DOMAIN_PUBLIC_SUFFIX', SSO_PUBLIC_SUFFIX_MESSAGE],
      ['github.io', 'DOMAIN_PUBLIC_SUFFIX', SSO_PUBLIC_SUFFIX_MESSAGE],
      ['mit.edu.', 'BAD_USER_INPUT', SSO_INVALID_DOMAIN_MESSAGE],
    ];
    for (const [domain, code, text] of cases) {
      const response = await update(basic, BASIC, { credentials: [{ type: 'DOMAIN', id: 'new-1', domain }] });
      expect([domain, errorCode(response), message(response)]).toEqual([domain, code, text]);
    }
    expect(await account(basic, BASIC)).toEqual(before);
  });

  it('holds a domain another institution could rightly claim as pending; staff see and confirm it; a confirmed claim takes it over', async () => {
    const PENDING = 'query { pendingSsoDomains { credentialId domain siteCode institutionName } }';
    const CONFIRM =
      'mutation ($id: ID!, $c: ID!) { confirmSsoDomain(accountId: $id, credentialId: $c) { credentials { id domain pending } } }';
    const domains = async (client: TestClient, id: string) =>
      (
        await client.data<{ iacAccount: { credentials: Array<{ id: string; type: string; domain: string; pending: boolean | null }> } }>(
          'query ($id: ID!) { iacAccount(accountId: $id, idType: "externalId") { credentials { id type domain pending } } }',
          { id },
        )
      ).iacAccount.credentials.filter((c) => c.type === 'DOMAIN');

    // basic@demo.edu: mit.edu is not under its own address's domain: pending. basic.demo.edu is: confirmed.
    expect(errorCode(await update(basic, BASIC, { credentials: [{ type: 'DOMAIN', id: 'new-1', domain: 'mit.edu' }] }))).toBeUndefined();
    expect(
      errorCode(await update(basic, BASIC, { credentials: [{ type: 'DOMAIN', id: 'new-1', domain: 'sso.demo.edu' }] })),
    ).toBeUndefined();
    const held = await domains(basic, BASIC);
    expect(held.find((c) => c.domain === 'mit.edu')?.pending).toBe(true);
    expect(held.find((c) => c.domain === 'sso.demo.edu')?.pending).toBe(false);

    // Another pending claim does not take it.
    const second = await update(librarian, UNIVERSITY, { credentials: [{ type: 'DOMAIN', id: 'new-1', domain: 'mit.edu' }] });
    expect(errorCode(second)).toBe('DOMAIN_TAKEN');

    // Staff see it; only staff confirm, and only while masquerading as the institution.
    expect(errorCode(await basic.gql(PENDING))).toBe('FORBIDDEN');
    const mitId = held.find((c) => c.domain === 'mit.edu')!.id;
    expect(errorCode(await basic.gql(CONFIRM, { id: BASIC, c: mitId }))).toBe('FORBIDDEN');
    const staff = gateway.client();
    await staff.login('staff@demo.org');
    const { pendingSsoDomains } = await staff.data<{
      pendingSsoDomains: Array<{ credentialId: string; domain: string; siteCode: string }>;
    }>(PENDING);
    expect(pendingSsoDomains).toContainEqual(expect.objectContaining({ credentialId: mitId, domain: 'mit.edu' }));

    // A confirmed claim (staff masquerading as Demo University) takes a pending domain over; the holder's audit says so.
    await staff.data('mutation { startMasquerade(siteCode: "demouniv") { uuid } }');
    expect(
      errorCode(await update(staff, UNIVERSITY, { credentials: [{ type: 'DOMAIN', id: 'new-1', domain: 'mit.edu' }] })),
    ).toBeUndefined();
    expect((await domains(staff, UNIVERSITY)).find((c) => c.domain === 'mit.edu')?.pending).toBe(false);
    expect((await domains(basic, BASIC)).some((c) => c.domain === 'mit.edu')).toBe(false);
    const changes = await basic.data<{ accessMethodChanges: Array<{ eventType: string; oldValue: string | null }> }>(CHANGES, {
      id: BASIC,
    });
    expect(changes.accessMethodChanges[0]).toMatchObject({ eventType: 'domain_delete', oldValue: 'mit.edu' });

    // Confirming: basic claims another domain (pending), staff masquerading as basic confirm it.
    expect(
      errorCode(await update(basic, BASIC, { credentials: [{ type: 'DOMAIN', id: 'new-1', domain: 'basic-institute.org' }] })),
    ).toBeUndefined();
    const pendingId = (await domains(basic, BASIC)).find((c) => c.domain === 'basic-institute.org')!;
    expect(pendingId.pending).toBe(true);
    await staff.data('mutation { endMasquerade { uuid } }').catch(() => undefined);
    await staff.data('mutation { startMasquerade(siteCode: "basicinst") { uuid } }');
    const confirmed = await staff.data<{ confirmSsoDomain: { credentials: Array<{ id: string; pending: boolean | null }> } }>(CONFIRM, {
      id: BASIC,
      c: pendingId.id,
    });
    expect(confirmed.confirmSsoDomain.credentials.find((c) => c.id === pendingId.id)?.pending).toBe(false);
    const audit = await basic.data<{ accessMethodChanges: Array<{ eventType: string; newValue: string | null }> }>(CHANGES, { id: BASIC });
    expect(audit.accessMethodChanges[0]).toMatchObject({ eventType: 'domain_confirm', newValue: 'basic-institute.org' });
  });

  it('writes all of a change or none of it: a refused domain rolls back the ones before it and their audit rows', async () => {
    const before = await auditCount();
    const response = await update(librarian, COLLEGE, {
      credentials: [
        { type: 'DOMAIN', id: 'new-1', domain: 'library.demo-arts.edu' },
        { type: 'DOMAIN', id: 'new-2', domain: 'demo.edu' },
      ],
    });
    expect(errorCode(response)).toBe('DOMAIN_TAKEN');
    expect(await auditCount()).toBe(before);
    expect((await account(librarian, COLLEGE)).credentials.some((c) => c.domain === 'library.demo-arts.edu')).toBe(false);
  });

  it('saves and deletes the Canvas integration, with the required messages and the secret masked in the audit trail', async () => {
    const missing = await update(librarian, COLLEGE, {
      credentials: [{ type: 'LTI', clientId: ' ', clientSecret: 'x', domain: 'y', provider: 'canvas' }],
    });
    expect(message(missing)).toBe(CANVAS_CLIENT_ID_REQUIRED);
    const lti = {
      type: 'LTI',
      clientId: '10000000000042',
      clientSecret: '1234:5678abcdefgh',
      domain: 'demo-arts.instructure.com',
      provider: 'canvas',
    };
    const saved = await update(librarian, COLLEGE, { credentials: [lti] });
    const credential = saved.body.data!.updateInstitutionalAccount.credentials.find((c) => c.type === 'LTI')!;
    expect(credential).toMatchObject({ clientId: lti.clientId, clientSecret: lti.clientSecret });
    const deleted = await librarian.data<{ iacDeleteCredential: { status: number; data: string } }>(DELETE, {
      id: COLLEGE,
      credentialId: credential.id,
    });
    expect(deleted.iacDeleteCredential).toEqual({ status: 200, data: 'credential deleted successfully' });
    const changes = (
      await librarian.data<{
        accessMethodChanges: Array<{ eventType: string; oldValue: string | null; newValue: string | null; userName: string }>;
      }>(CHANGES, { id: COLLEGE })
    ).accessMethodChanges;
    expect(changes[0]).toMatchObject({ eventType: 'lti_delete', newValue: null, userName: 'Demo Librarian' });
    expect(changes[1]?.newValue).toBe('Client ID 10000000000042, Deployment ID ••••efgh, Institution Domain demo-arts.instructure.com');
    expect(JSON.stringify(changes)).not.toContain('5678abcd');
  });

  it('deletes the entity ID and domains, answering the SAML success data', async () => {
    const college = await account(librarian, COLLEGE);
    for (const credential of college.credentials.filter((c) => c.type === 'SHIBBOLETH' || c.type === 'DOMAIN')) {
      expect(
        (await librarian.data<{ iacDeleteCredential: unknown }>(DELETE, { id: COLLEGE, credentialId: credential.id })).iacDeleteCredential,
      ).toEqual({
        status: 200,
        data: 'credential deleted successfully',
      });
    }
    expect((await account(librarian, COLLEGE)).credentials).toEqual([]);
    expect(errorCode(await librarian.gql(DELETE, { id: COLLEGE, credentialId: college.credentials[0]!.id }))).toBe('NOT_FOUND');
    // IP ranges are not deleted here.
    const ip = (await account(librarian, UNIVERSITY)).credentials.find((c) => c.type === 'IPRANGE')!;
    expect(errorCode(await librarian.gql(DELETE, { id: UNIVERSITY, credentialId: ip.id }))).toBe('NOT_FOUND');
  });

  it('refuses malformed account text and read-only credential types', async () => {
    expect(errorCode(await librarian.gql(UPDATE, { id: COLLEGE, account: 'not json' }))).toBe('BAD_USER_INPUT');
    expect(
      errorCode(await update(librarian, COLLEGE, { accountId: UNIVERSITY, credentials: [{ type: 'DOMAIN', domain: 'a.demo-arts.edu' }] })),
    ).toBe('BAD_USER_INPUT');
    expect(errorCode(await update(librarian, COLLEGE, { credentials: [{ type: 'IPRANGE', ipAddress: '192.0.2.1', allow: true }] }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(errorCode(await update(librarian, COLLEGE, {}))).toBe('BAD_USER_INPUT');
  });
});
