// Issue 16, item 8: bad input sent straight to the production gateway's mutations (no console in between) is
// refused with a clear message and nothing is stored. Also item 2's API half: stored text is kept as text,
// and link URLs other than http(s) are refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Client, type GqlResult } from './support';

let librarian: Client;
let userId: string;
let email: string;

beforeAll(async () => {
  librarian = await signIn('librarian');
  const { session } = await librarian.data<{ session: { userAccount: { id: string; contact: { email: string } } } }>(
    '{ session { userAccount { id contact { email } } } }',
  );
  userId = session.userAccount.id;
  email = session.userAccount.contact.email;
});

/** Demo University's state that these mutations could change. */
async function state(): Promise<unknown> {
  return librarian.data(
    `query ($u: ID!) {
      iacAccount(accountId: "100001", idType: "externalId") { preferences { InstitutionFinderInfo } credentials { id type domain ipAddress entity clientId } }
      pairedUsers(platform: ["jstor"], pairedUsersSiteCode: "demouniv", offset: 0, limit: 1) { pairedUsersTotal { total } }
      reportHistory(reportHistoryUserId: $u, reportsType: { userId: $u, namespace: "Counter5.1", platform: "jstor" }) { id }
      reportScheduleHistory(reportScheduleHistoryUserId: $u, reportsType: { userId: $u, namespace: "Counter5.1", platform: "jstor" }) { id }
    }`,
    { u: userId },
  );
}

function expectClearRefusal(result: GqlResult, what: string): void {
  const error = result.body.errors?.[0];
  expect(error, what).toBeDefined();
  expect(error?.extensions?.code, what).not.toBe('INTERNAL_SERVER_ERROR');
  expect(error?.message, what).not.toMatch(/^Unexpected error/);
  expect(error?.message.length, what).toBeGreaterThan(5);
}

const UPDATE = 'mutation ($a: String!) { updateInstitutionalAccount(institutionId: "100001", account: $a) { id } }';

describe('item 8: refused with a clear message, nothing stored', () => {
  it('IP ranges (set by support staff only: every IPRANGE save is refused)', async () => {
    const before = await state();
    for (const ipAddress of ['10.0.0.0/33', '256.1.1.1', '010.8.8.8', '0.0.0.0/0', '192.0.2.10'])
      expectClearRefusal(
        await librarian.gql(UPDATE, { a: JSON.stringify({ credentials: [{ type: 'IPRANGE', ipAddress, allow: true }] }) }),
        ipAddress,
      );
    expect(await state()).toEqual(before);
  });

  it('domains: homoglyphs, mixed scripts, trailing dot, over-long names and labels', async () => {
    const before = await state();
    const domains = [
      'dеmo.edu', // Cyrillic е
      'demo.еdu',
      'xn--dmo-jdd.edu.', // trailing dot
      'demo.edu.',
      'ⅾemo.edu', // Roman numeral ⅾ
      'demo\u200b.edu', // zero-width space
      `${'a'.repeat(64)}.edu`,
      `${'abcdefghij.'.repeat(24)}edu`,
      'demo..edu',
      '-demo.edu',
      'demo_edu',
      '<b>demo</b>.edu',
      'javascript:alert(1)',
    ];
    for (const domain of domains)
      expectClearRefusal(await librarian.gql(UPDATE, { a: JSON.stringify({ credentials: [{ type: 'DOMAIN', domain }] }) }), domain);
    expect(await state()).toEqual(before);
  });

  it('proxy URLs: file:, plain http, loopback, link-local and private hosts, credentials in the URL', async () => {
    const before = await state();
    const urls = [
      'file:///etc/passwd',
      'javascript:alert(1)//',
      'http://proxy.demo.edu/login?url=',
      'https://127.0.0.1/login?url=',
      'https://localhost/login?url=',
      'https://[::1]/login?url=',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fe80::1]/login?url=',
      'https://0x7f000001/login?url=',
      'https://2130706433/login?url=',
      'https://user:secret@proxy.demo.edu/login?url=',
      'https://proxy.demo.edu@evil.example/login?url=',
      // Issue 30, item 11: a trailing dot names the same host.
      'https://localhost./login',
      'https://intranet.internal./login',
      'https://printer.local./login',
      'https://127.0.0.1./login',
    ];
    for (const loginUrl of urls) {
      const account = { preferences: { InstitutionFinderInfo: JSON.stringify({ loginUrl, domainCredentialProvider: '' }) } };
      expectClearRefusal(await librarian.gql(UPDATE, { a: JSON.stringify(account) }), loginUrl);
    }
    expect(await state()).toEqual(before);
  });

  it('email addresses of invited users', async () => {
    const before = await state();
    const invalid = [
      'no-at-sign',
      'a@@demo.edu',
      'a@demo',
      'a@demo.e',
      '<script>@demo.edu',
      'a b@demo.edu',
      'a@dеmo.edu',
      `${'a'.repeat(250)}@demo.edu`,
      'a@-demo.edu',
      '',
    ];
    for (const address of invalid)
      expectClearRefusal(
        await librarian.gql('mutation ($e: [String!]!) { addPairedUsers(siteCode: "demouniv", emailAddresses: $e, roles: []) { added } }', {
          e: ['valid.person@demo.edu', address],
        }),
        address,
      );
    expect(await state()).toEqual(before);
  });

  it('report names and dates', async () => {
    const before = await state();
    const submission = (report_name: string, begin: string, end: string) => ({
      report_name,
      report_type: 'Counter5.1',
      user_id: userId,
      email_address: email,
      output_format: 'xlsx',
      attributes: {
        namespace: 'Counter5.1',
        reportCode: 'PR',
        institutionName: 'Demo University',
        requiredAttributes: [
          { name: 'Institution_ID', value: 'demouniv' },
          { name: 'Begin_Date', value: begin },
          { name: 'End_Date', value: end },
          { name: 'Platform', value: 'jstor' },
        ],
      },
    });
    const cases: Array<[string, string, string]> = [
      ['x'.repeat(10_000), '2026-03-01', '2026-03-31'],
      ['Name\u0000with NUL', '2026-03-01', '2026-03-31'],
      ['Dates reversed', '2026-03-31', '2026-03-01'],
      ['No such day', '2026-02-30', '2026-03-31'],
      ['Not a date', 'yesterday', '2026-03-31'],
      ['In the future', '2030-01-01', '2030-01-31'],
      ['Before any usage', '1999-01-01', '1999-01-31'],
    ];
    for (const [name, begin, end] of cases)
      expectClearRefusal(
        await librarian.gql('mutation ($d: ReportSubmissionInput!) { addReport(submissionData: $d) { id } }', {
          d: submission(name, begin, end),
        }),
        `${name.slice(0, 20)} ${begin} ${end}`,
      );
    expect(await state()).toEqual(before);
  });
});

describe('item 2: link URLs other than http(s) are refused by the API', () => {
  it('proxy URLs (the stored link URL an administrator can set): javascript:, data:, vbscript:, file: in any spelling', async () => {
    const before = await state();
    const urls = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'javascript://proxy.demo.edu/%0Aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'VBScript:msgbox(1)',
      'file:///C:/Windows/win.ini',
      'file://proxy.demo.edu/share',
      '//proxy.demo.edu/login?url=',
      'https:javascript:alert(1)',
    ];
    for (const loginUrl of urls) {
      const account = { preferences: { InstitutionFinderInfo: JSON.stringify({ loginUrl, domainCredentialProvider: '' }) } };
      expectClearRefusal(await librarian.gql(UPDATE, { a: JSON.stringify(account) }), JSON.stringify(loginUrl));
    }
    expect(await state()).toEqual(before);
  });

  it('HTML in a stored proxy URL is kept as the exact text typed (the console shows it as text: tests/e2e/stored-text.spec.ts)', async () => {
    const loginUrl = 'https://library.demo-security.edu/"><svg/onload=alert(1)>';
    const account = (url: string) => ({
      preferences: { InstitutionFinderInfo: JSON.stringify({ loginUrl: url, domainCredentialProvider: '' }) },
    });
    const original = (
      await librarian.data<{ iacAccount: { preferences: { InstitutionFinderInfo: string } } }>(
        '{ iacAccount(accountId: "100001", idType: "externalId") { preferences { InstitutionFinderInfo } } }',
      )
    ).iacAccount.preferences.InstitutionFinderInfo;
    try {
      const saved = await librarian.gql<{ updateInstitutionalAccount: { preferences: { InstitutionFinderInfo: string } } }>(
        'mutation ($a: String!) { updateInstitutionalAccount(institutionId: "100001", account: $a) { preferences { InstitutionFinderInfo } } }',
        { a: JSON.stringify(account(loginUrl)) },
      );
      expect(saved.body.errors).toBeUndefined();
      const stored = JSON.parse(saved.body.data?.updateInstitutionalAccount.preferences.InstitutionFinderInfo ?? '{}') as {
        loginUrl?: string;
      };
      expect(stored.loginUrl).toBe(loginUrl);
    } finally {
      // Put back what was there (an empty loginUrl removes the proxy).
      await librarian.gql(UPDATE, { a: JSON.stringify(account((JSON.parse(original) as { loginUrl?: string }).loginUrl ?? '')) });
    }
  });
});
