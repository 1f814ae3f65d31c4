// Issue 30: what an attacker and a harvester found on the finished console, against the production gateway.
// Items 9 and 11 are in files.test.ts and input-validation.test.ts beside the checks they extend.
import { describe, expect, inject, it } from 'vitest';
import { signIn } from './support';

// The demo credential (README, demo data contract) belongs to Demo University.
const credential = { customer_id: 'demouniv', requestor_id: 'demo-harvester', api_key: 'demo-sushi-key' };

async function sushi(path: string, search: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${inject('gatewayUrl')}/sushi/r51${path}?${new URLSearchParams(credential)}&${search}`);
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as unknown };
}

function lastCompleteMonth(): string {
  const now = new Date();
  const month = now.getUTCMonth();
  return month === 0 ? `${now.getUTCFullYear() - 1}-12` : `${now.getUTCFullYear()}-${String(month).padStart(2, '0')}`;
}

describe('item 6: SUSHI date ranges and bad bytes', () => {
  it('begin_date=1900-01 answers the usage there is, from its first month, with Exception 3040', async () => {
    const answer = await sushi('/reports/pr', `begin_date=1900-01&end_date=${lastCompleteMonth()}`);
    expect(answer.status).toBe(200);
    const body = answer.body as {
      Report_Header: { Exceptions?: Array<{ Code: number }>; Report_Filters: { Begin_Date: string } };
      Report_Items: unknown[];
    };
    expect(body.Report_Header.Exceptions?.map((exception) => exception.Code)).toEqual([3040]);
    expect(body.Report_Items.length).toBeGreaterThan(0);
    expect(body.Report_Header.Report_Filters.Begin_Date > '2000-01-01').toBe(true);
  });

  it.each([
    ['customer_id', 'customer_id=demouniv%00&begin_date=2026-01&end_date=2026-01', 1030],
    ['item_id', 'item_id=%00&begin_date=2026-01&end_date=2026-01', 1030],
    ['begin_date', 'begin_date=2026-01%00&end_date=2026-01', 3020],
    ['end_date', 'begin_date=2026-01&end_date=2026-01-31%00', 3020],
  ])('a NUL byte in %s answers 400 with its Exception, not 503', async (_name, search, code) => {
    // A repeated name keeps its first value: the hostile one comes first.
    const path = _name === 'item_id' ? '/reports/tr' : '/reports/pr';
    const response = await fetch(`${inject('gatewayUrl')}/sushi/r51${path}?${search}&${new URLSearchParams(credential)}`);
    const body = (await response.json()) as { Code: number };
    expect([response.status, body.Code]).toEqual([400, code]);
  });
});

describe('item 5: SUSHI harvests that exhaust the database', () => {
  it('ten parallel 10-year IRs with every attribute on one key: at most two run, the rest are 429; /healthz answers', async () => {
    const librarian = await signIn('librarian');
    const { createSushiCredential } = await librarian.data<{
      createSushiCredential: { apiKey: string; credential: { requestorId: string } };
    }>('mutation { createSushiCredential(siteCode: "demouniv") { apiKey credential { requestorId } } }');
    const key = {
      customer_id: 'demouniv',
      requestor_id: createSushiCredential.credential.requestorId,
      api_key: createSushiCredential.apiKey,
    };
    const last = lastCompleteMonth();
    const tenYearIr = new URLSearchParams({
      ...key,
      begin_date: `${Number(last.slice(0, 4)) - 10}-${last.slice(5, 7)}`,
      end_date: last,
      attributes_to_show:
        'Authors|Publication_Date|Article_Version|YOP|Access_Type|Access_Method|Institution_Name|Customer_ID|Country_Code|Attributed',
    });
    let harvesting = true;
    const harvests = Promise.all(
      Array.from({ length: 10 }, async () => {
        const response = await fetch(`${inject('gatewayUrl')}/sushi/r51/reports/ir?${tenYearIr}`);
        const body = (await response.json()) as { Code?: number };
        return { status: response.status, code: body.Code, retryAfter: response.headers.get('retry-after') };
      }),
    ).finally(() => {
      harvesting = false;
    });
    // The gateway keeps answering while they run.
    const health: number[] = [];
    do {
      const response = await fetch(`${inject('gatewayUrl')}/healthz`);
      expect(await response.text()).toBe('ok');
      health.push(response.status);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } while (harvesting);
    const answers = await harvests;
    const served = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(served.length).toBeGreaterThanOrEqual(1);
    expect(served.length).toBeLessThanOrEqual(2);
    for (const answer of refused) expect(answer).toMatchObject({ status: 429, code: 1020, retryAfter: expect.stringMatching(/^\d+$/) });
    expect(health.every((status) => status === 200)).toBe(true);
    // Their slots were freed: two reports at once are served again.
    const month = new URLSearchParams({ ...key, begin_date: last, end_date: last });
    const again = await Promise.all([1, 2].map(() => fetch(`${inject('gatewayUrl')}/sushi/r51/reports/pr?${month}`)));
    expect(again.map((response) => response.status)).toEqual([200, 200]);
  });
});

describe('item 1: SSO domain squatting', () => {
  const UPDATE = 'mutation ($a: String!) { updateInstitutionalAccount(institutionId: "100003", account: $a) { id } }';
  const DOMAINS = '{ iacAccount(accountId: "100003", idType: "externalId") { credentials { type domain pending } } }';

  it('public suffixes, free-mail providers and trailing dots are refused; a domain another institution could claim is only pending', async () => {
    const basic = await signIn('basic');
    for (const domain of ['gmail.com', 'outlook.com', 'ac.uk', 'edu.au', 'mit.edu.']) {
      const result = await basic.gql(UPDATE, { a: JSON.stringify({ credentials: [{ type: 'DOMAIN', id: 'new-1', domain }] }) });
      expect(result.body.errors?.[0]?.extensions?.code, domain).toMatch(/^(DOMAIN_PUBLIC_SUFFIX|DOMAIN_FREE_MAIL|BAD_USER_INPUT)$/);
    }
    const saved = await basic.gql(UPDATE, { a: JSON.stringify({ credentials: [{ type: 'DOMAIN', id: 'new-1', domain: 'mit.edu' }] }) });
    expect(saved.body.errors).toBeUndefined();
    const { iacAccount } = await basic.data<{
      iacAccount: { credentials: Array<{ type: string; domain: string; pending: boolean | null }> };
    }>(DOMAINS);
    const domains = iacAccount.credentials.filter((credential) => credential.type === 'DOMAIN');
    expect(domains.map((credential) => credential.domain)).not.toEqual(expect.arrayContaining(['gmail.com']));
    expect(domains.find((credential) => credential.domain === 'mit.edu')?.pending).toBe(true);
  });
});

describe('item 8: admin rows of paired users', () => {
  it('with user_management_add_admin_permission the server refuses extend, expire and grant on an admin row', async () => {
    const librarian = await signIn('librarian');
    const admins = async () =>
      (
        await librarian.data<{ pairedUsers: { pairedUsers: Array<{ email: string; profiles: Array<{ active: boolean }> }> } }>(
          '{ pairedUsers(platform: ["jstor"], pairedUsersSiteCode: "demouniv", offset: 0, limit: 5, adminUsersOnly: true) { pairedUsers { email profiles { active } } } }',
        )
      ).pairedUsers.pairedUsers;
    const before = await admins();
    const email = before[0]?.email;
    expect(email).toBeDefined();
    for (const mutation of [
      'mutation ($e: [String!]!) { expirePairedUsers(platform: ["jstor"], siteCode: "demouniv", emailAddresses: $e) { updated } }',
      'mutation ($e: [String!]!) { extendPairedUserExpirationDate(platform: ["jstor"], siteCode: "demouniv", emailAddresses: $e) { updated } }',
      'mutation ($e: [String!]!) { addPairedUsers(siteCode: "demouniv", emailAddresses: $e, roles: ["ADMINISTRATOR"]) { grantedAdmin } }',
    ]) {
      const result = await librarian.gql(mutation, { e: [email] });
      expect(result.body.errors?.[0]?.extensions?.code, mutation).toBe('ADMIN_USER_LOCKED');
    }
    expect(await admins()).toEqual(before);
  });
});

describe('item 7: SUSHI credentials that outlive their right', () => {
  const CREATE = 'mutation ($s: String!) { createSushiCredential(siteCode: $s) { apiKey } }';

  it("a parent's administrator cannot create a child's key, and staff cannot create one while masquerading", async () => {
    const agent = await signIn('agent');
    const { session } = await agent.data<{ session: { authenticatedProfiles: Array<{ externalId: string; role: string }> } }>(
      '{ session { authenticatedProfiles { externalId role } } }',
    );
    const agency = session.authenticatedProfiles.find((profile) => profile.role === 'AGENT_ADMINISTRATOR')?.externalId;
    expect(agency).toBeDefined();
    const { childInstitutions } = await agent.data<{ childInstitutions: Array<{ code: string }> }>(
      'query ($a: ID!) { childInstitutions(accountId: $a) { code } }',
      { a: agency },
    );
    const child = childInstitutions[0]?.code;
    expect(child).toBeDefined();
    expect((await agent.gql(CREATE, { s: child })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const staff = await signIn('staff');
    await staff.data('mutation { startMasquerade(siteCode: "demouniv") { uuid } }');
    const refused = await staff.gql(CREATE, { s: 'demouniv' });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.body.data ?? null).toBeNull();
  });
});

describe('item 3: the report mail relay', () => {
  it('a report mailed to an outside address is refused', async () => {
    const librarian = await signIn('librarian');
    const { session } = await librarian.data<{ session: { userAccount: { id: string } } }>('{ session { userAccount { id } } }');
    const result = await librarian.gql('mutation ($d: ReportSubmissionInput!) { addReport(submissionData: $d) { report_id } }', {
      d: {
        report_name: 'ACTION REQUIRED https://evil.example/login',
        report_type: 'Counter5.1',
        user_id: session.userAccount.id,
        email_address: 'victim@outside.example',
        output_format: 'tsv',
        attributes: {
          namespace: 'Counter5.1',
          reportCode: 'PR',
          institutionName: 'Demo University',
          requiredAttributes: [
            { name: 'Institution_ID', value: 'demouniv' },
            { name: 'Begin_Date', value: '2025-06-01' },
            { name: 'End_Date', value: '2025-06-30' },
            { name: 'Platform', value: 'jstor' },
          ],
        },
      },
    });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('REPORT_EMAIL_NOT_ALLOWED');
  });
});
