import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../db/seed/demo-data.ts';
import { errorCode, rawBytes, startGateway, type TestClient, type TestGateway } from '../../testing/http.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';
import { csvField, toCsv } from './csv.ts';
import { USER_DATA_DOWNLOAD_PREFIX } from './data-download.ts';
import { deliverOutbox, readOutbox } from './outbox.ts';

let test: TestDatabase;
let gateway: TestGateway;
let librarian: TestClient;
let basic: TestClient;

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

const USER_FIELDS = `userId email status latestAuthenticatedDateTime
  profiles { portalName active expirationDateTime roles { name } institution { siteCode } }`;
const PAGE = `query ($platform: [String!]!, $site: String!, $offset: Int!, $limit: Int!, $admins: Boolean) {
  pairedUsers(platform: $platform, pairedUsersSiteCode: $site, offset: $offset, limit: $limit, adminUsersOnly: $admins) {
    pairedUsers { ${USER_FIELDS} } pairedUsersTotal { total } activePairedUsersTotal { total }
  }
}`;
const SEARCH = `query ($platform: [String!]!, $site: String!, $email: String!, $offset: Int!, $limit: Int!) {
  searchPairedUsers(platform: $platform, siteCode: $site, emailAddress: $email, offset: $offset, limit: $limit) {
    users { ${USER_FIELDS} } total totalActiveUsers
  }
}`;
const ADD = `mutation ($site: String!, $emails: [String!]!, $roles: [String!]) {
  addPairedUsers(siteCode: $site, emailAddresses: $emails, roles: $roles) { added reinvited grantedAdmin }
}`;
const EXTEND = `mutation ($site: String!, $emails: [String!]!, $platform: [String!]!) {
  extendPairedUserExpirationDate(siteCode: $site, emailAddresses: $emails, platform: $platform) { updated expirationDateTime }
}`;
const EXPIRE = `mutation ($site: String!, $emails: [String!]!, $platform: [String!]!) {
  expirePairedUsers(siteCode: $site, emailAddresses: $emails, platform: $platform) { updated expirationDateTime }
}`;
const DOWNLOAD = `mutation ($site: String!, $account: ID!) { pairedUsersDataDownload(siteCode: $site, accountId: $account) { emailAddress expiresAt } }`;

interface PageData {
  pairedUsers: {
    pairedUsers: Array<{
      email: string;
      status: string;
      profiles: Array<{ portalName: string; expirationDateTime: string | null; roles: Array<{ name: string }> }>;
    }>;
    pairedUsersTotal: { total: number };
    activePairedUsersTotal: { total: number };
  };
}

const BOTH = ['jstor', 'artstor'];

async function auditRows(email: string): Promise<Array<{ action: string; actor_user_id: string | null }>> {
  const { rows } = await test.db.query<{ action: string; actor_user_id: string | null }>(
    'SELECT action, actor_user_id FROM user_management_audit WHERE email = $1 ORDER BY id',
    [email],
  );
  return rows;
}

const librarianId = DEMO_USERS.find((user) => user.key === 'librarian')!.id;

describe('pairedUsers', () => {
  it('pages in SQL, ordered by address, with the totals of the whole filter', async () => {
    const first = await librarian.data<PageData>(PAGE, { platform: BOTH, site: 'demouniv', offset: 0, limit: 25 });
    const second = await librarian.data<PageData>(PAGE, { platform: BOTH, site: 'demouniv', offset: 25, limit: 25 });
    const { total } = first.pairedUsers.pairedUsersTotal;
    expect(total).toBeGreaterThanOrEqual(60);
    expect(first.pairedUsers.pairedUsers).toHaveLength(25);
    const emails = [...first.pairedUsers.pairedUsers, ...second.pairedUsers.pairedUsers].map((user) => user.email);
    expect(new Set(emails).size).toBe(50);
    expect([...emails].sort()).toEqual(emails);
    expect(first.pairedUsers.activePairedUsersTotal.total).toBeLessThan(total);
    expect(first.pairedUsers.pairedUsers[0]!.profiles.map((profile) => profile.portalName).sort()).toEqual(['artstor', 'jstor']);
  });

  it('keeps admins only when asked; admins do not expire', async () => {
    const data = await librarian.data<PageData>(PAGE, { platform: BOTH, site: 'demouniv', offset: 0, limit: 25, admins: true });
    expect(data.pairedUsers.pairedUsersTotal.total).toBe(6);
    expect(data.pairedUsers.pairedUsers.map((user) => user.email)).toContain('librarian@demo.edu');
    for (const user of data.pairedUsers.pairedUsers) {
      expect(user.profiles[0]!.roles.length).toBeGreaterThan(0);
      expect(user.profiles[0]!.expirationDateTime).toBeNull();
    }
  });

  it('reads only jstor without the both-platforms flag', async () => {
    const data = await basic.data<PageData>(PAGE, { platform: BOTH, site: 'basicinst', offset: 0, limit: 25 });
    expect(data.pairedUsers.pairedUsers.length).toBeGreaterThan(0);
    for (const user of data.pairedUsers.pairedUsers) expect(user.profiles.map((profile) => profile.portalName)).toEqual(['jstor']);
    // Demo Visual Arts College is licensed for artstor only: its users appear with the flag and artstor asked for.
    const college = await librarian.data<PageData>(PAGE, { platform: BOTH, site: 'democoll', offset: 0, limit: 25 });
    expect(college.pairedUsers.pairedUsersTotal.total).toBe(8);
    const jstorOnly = await librarian.data<PageData>(PAGE, { platform: ['jstor'], site: 'democoll', offset: 0, limit: 25 });
    expect(jstorOnly.pairedUsers.pairedUsersTotal.total).toBe(0);
  });

  it('refuses other institutions, anonymous callers and bad paging', async () => {
    expect(errorCode(await basic.gql(PAGE, { platform: BOTH, site: 'demouniv', offset: 0, limit: 25 }))).toBe('FORBIDDEN');
    expect(errorCode(await gateway.client().gql(PAGE, { platform: BOTH, site: 'demouniv', offset: 0, limit: 25 }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await librarian.gql(PAGE, { platform: BOTH, site: 'demouniv', offset: -1, limit: 25 }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await librarian.gql(PAGE, { platform: BOTH, site: 'demouniv', offset: 0, limit: 101 }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await librarian.gql(PAGE, { platform: ['jstor', 'ebsco'], site: 'demouniv', offset: 0, limit: 5 }))).toBe(
      'BAD_USER_INPUT',
    );
  });
});

describe('searchPairedUsers', () => {
  it('finds addresses by their start, case-insensitively, with the active total of the institution', async () => {
    const data = await librarian.data<{ searchPairedUsers: { users: Array<{ email: string }>; total: number; totalActiveUsers: number } }>(
      SEARCH,
      { platform: BOTH, site: 'demouniv', email: 'LIBRARIAN@', offset: 0, limit: 25 },
    );
    expect(data.searchPairedUsers.users.map((user) => user.email)).toEqual(['librarian@demo.edu']);
    expect(data.searchPairedUsers.total).toBe(1);
    expect(data.searchPairedUsers.totalActiveUsers).toBeGreaterThan(30);
    const none = await librarian.data<{ searchPairedUsers: { users: unknown[]; total: number } }>(SEARCH, {
      platform: BOTH,
      site: 'demouniv',
      email: 'nobody-here',
      offset: 0,
      limit: 25,
    });
    expect(none.searchPairedUsers).toMatchObject({ users: [], total: 0 });
  });

  it('needs 4 characters and the right to act on the institution', async () => {
    expect(errorCode(await librarian.gql(SEARCH, { platform: BOTH, site: 'demouniv', email: ' abc ', offset: 0, limit: 25 }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(errorCode(await basic.gql(SEARCH, { platform: BOTH, site: 'demouniv', email: 'librarian', offset: 0, limit: 25 }))).toBe(
      'FORBIDDEN',
    );
  });
});

describe('addPairedUsers', () => {
  it('validates every address with the spec pattern and names the invalid ones', async () => {
    const response = await librarian.gql(ADD, { site: 'demouniv', emails: ['ok@demo.edu', 'not-an-address', 'a@b.c'] });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect((response.body.errors?.[0]?.extensions as { invalidEmailAddresses?: string[] }).invalidEmailAddresses).toEqual([
      'not-an-address',
      'a@b.c',
    ]);
    expect(errorCode(await librarian.gql(ADD, { site: 'demouniv', emails: [] }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await librarian.gql(ADD, { site: 'demouniv', emails: ['x@demo.edu'], roles: ['ITHAKA_STAFF'] }))).toBe(
      'BAD_USER_INPUT',
    );
    const { rows } = await test.db.query('SELECT 1 FROM paired_users WHERE email = $1', ['ok@demo.edu']);
    expect(rows).toHaveLength(0);
  });

  it('invites new addresses, is idempotent for paired ones and re-issues invitations (resend)', async () => {
    const first = await librarian.data<{ addPairedUsers: { added: number; reinvited: number } }>(ADD, {
      site: 'demouniv',
      emails: ['New.Person@Demo.edu', 'new.person@demo.edu', 'second.new@demo.edu'],
      roles: [],
    });
    expect(first.addPairedUsers).toEqual({ added: 2, reinvited: 0, grantedAdmin: 0 });
    const again = await librarian.data<{ addPairedUsers: { added: number; reinvited: number } }>(ADD, {
      site: 'demouniv',
      emails: ['new.person@demo.edu'],
    });
    expect(again.addPairedUsers).toEqual({ added: 0, reinvited: 1, grantedAdmin: 0 });
    const { rows } = await test.db.query<{ status: string; invitation_count: number; expires_at: Date }>(
      'SELECT status, invitation_count, expires_at FROM paired_users WHERE email = $1',
      ['new.person@demo.edu'],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'INVITED', invitation_count: 2 });
    const days = (new Date(rows[0]!.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364.9);
    expect(await auditRows('new.person@demo.edu')).toEqual([
      { action: 'add', actor_user_id: librarianId },
      { action: 'resend', actor_user_id: librarianId },
    ]);
  });

  it('grants ADMINISTRATOR to a paired user, who then does not expire', async () => {
    await librarian.data(ADD, { site: 'demouniv', emails: ['to.promote@demo.edu'] });
    const grant = await librarian.data<{ addPairedUsers: { grantedAdmin: number } }>(ADD, {
      site: 'demouniv',
      emails: ['to.promote@demo.edu'],
      roles: ['ADMINISTRATOR'],
    });
    expect(grant.addPairedUsers.grantedAdmin).toBe(1);
    const { rows } = await test.db.query<{ roles: string[]; expires_at: Date | null }>(
      'SELECT roles, expires_at FROM paired_users WHERE email = $1',
      ['to.promote@demo.edu'],
    );
    expect(rows[0]).toEqual({ roles: ['ADMINISTRATOR'], expires_at: null });
    expect((await auditRows('to.promote@demo.edu')).map((row) => row.action)).toEqual(['add', 'resend', 'grant_admin']);
  });

  it('refuses another institution and writes nothing', async () => {
    expect(errorCode(await basic.gql(ADD, { site: 'demouniv', emails: ['intruder@demo.edu'] }))).toBe('FORBIDDEN');
    const { rows } = await test.db.query('SELECT 1 FROM paired_users WHERE email = $1', ['intruder@demo.edu']);
    expect(rows).toHaveLength(0);
  });
});

describe('extend and expire', () => {
  it('extends to 365 days from now and expires now, each audited', async () => {
    await librarian.data(ADD, { site: 'demouniv', emails: ['changing@demo.edu'] });
    const expired = await librarian.data<{ expirePairedUsers: { updated: number; expirationDateTime: string } }>(EXPIRE, {
      site: 'demouniv',
      emails: ['changing@demo.edu'],
      platform: BOTH,
    });
    expect(expired.expirePairedUsers.updated).toBe(1);
    expect(Math.abs(Date.parse(expired.expirePairedUsers.expirationDateTime) - Date.now())).toBeLessThan(60_000);
    const search = await librarian.data<{
      searchPairedUsers: { users: Array<{ profiles: Array<{ expirationDateTime: string; active: boolean }> }> };
    }>(
      `query { searchPairedUsers(platform: ["jstor", "artstor"], siteCode: "demouniv", emailAddress: "changing@", offset: 0, limit: 5) {
        users { profiles { expirationDateTime active } } } }`,
    );
    expect(search.searchPairedUsers.users[0]!.profiles.every((profile) => !profile.active)).toBe(true);

    const extended = await librarian.data<{ extendPairedUserExpirationDate: { updated: number; expirationDateTime: string } }>(EXTEND, {
      site: 'demouniv',
      emails: ['changing@demo.edu'],
      platform: BOTH,
    });
    expect(extended.extendPairedUserExpirationDate.updated).toBe(1);
    const days = (Date.parse(extended.extendPairedUserExpirationDate.expirationDateTime) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364.99);
    expect(days).toBeLessThan(365.01);
    expect((await auditRows('changing@demo.edu')).map((row) => row.action)).toEqual(['add', 'expire', 'extend']);
  });

  it('with user_management_add_admin_permission, admin rows have no actions on the server either (issue 30, item 8)', async () => {
    // librarian@demo.edu has the flag (the demo seed).
    await librarian.data(ADD, { site: 'demouniv', emails: ['locked.admin@demo.edu'] });
    await librarian.data(ADD, { site: 'demouniv', emails: ['locked.admin@demo.edu'], roles: ['ADMINISTRATOR'] });
    const before = await test.db.query('SELECT expires_at, roles FROM paired_users WHERE email = $1', ['locked.admin@demo.edu']);
    for (const [document, variables] of [
      [EXPIRE, { site: 'demouniv', emails: ['locked.admin@demo.edu', 'changing@demo.edu'], platform: BOTH }],
      [EXTEND, { site: 'demouniv', emails: ['locked.admin@demo.edu'], platform: BOTH }],
      [ADD, { site: 'demouniv', emails: ['locked.admin@demo.edu'], roles: ['ADMINISTRATOR'] }],
    ] as const) {
      expect(errorCode(await librarian.gql(document, variables))).toBe('ADMIN_USER_LOCKED');
    }
    const after = await test.db.query('SELECT expires_at, roles FROM paired_users WHERE email = $1', ['locked.admin@demo.edu']);
    expect(after.rows).toEqual(before.rows);
    expect((await auditRows('locked.admin@demo.edu')).map((row) => row.action)).toEqual(['add', 'resend', 'grant_admin']);
  });

  it('without the flag an expired admin is restored by extend (no end of access), and admin cannot be granted', async () => {
    // basic@demo.edu has no flags: admin rows offer Expire, and an expired admin Restore (the extend call).
    await basic.data(ADD, { site: 'basicinst', emails: ['basic.admin@basic.example'] });
    expect(errorCode(await basic.gql(ADD, { site: 'basicinst', emails: ['basic.admin@basic.example'], roles: ['ADMINISTRATOR'] }))).toBe(
      'FORBIDDEN',
    );
    // An admin of the institution (granted by someone with the flag).
    await test.db.query(`UPDATE paired_users SET roles = ARRAY['ADMINISTRATOR'] WHERE email = $1`, ['basic.admin@basic.example']);
    await test.db.query(
      `UPDATE paired_user_profiles SET expires_at = NULL WHERE paired_user_id = (SELECT id FROM paired_users WHERE email = $1)`,
      ['basic.admin@basic.example'],
    );
    await test.db.query(`UPDATE paired_users SET expires_at = NULL WHERE email = $1`, ['basic.admin@basic.example']);
    const state = async () =>
      (
        await test.db.query<{ expires_at: Date | null; active: boolean[] }>(
          `SELECT u.expires_at, array_agg(p.active ORDER BY p.platform) AS active
             FROM paired_users u JOIN paired_user_profiles p ON p.paired_user_id = u.id WHERE u.email = $1 GROUP BY u.expires_at`,
          ['basic.admin@basic.example'],
        )
      ).rows[0]!;
    // An admin in force has nothing to extend.
    const noop = await basic.data<{ extendPairedUserExpirationDate: { updated: number } }>(EXTEND, {
      site: 'basicinst',
      emails: ['basic.admin@basic.example'],
      platform: ['jstor'],
    });
    expect(noop.extendPairedUserExpirationDate.updated).toBe(0);
    const expired = await basic.data<{ expirePairedUsers: { updated: number } }>(EXPIRE, {
      site: 'basicinst',
      emails: ['basic.admin@basic.example'],
      platform: ['jstor'],
    });
    expect(expired.expirePairedUsers.updated).toBe(1);
    // The jstor profile has ended (its artstor profile, which basic@demo.edu does not see, still has no end).
    expect((await state()).active).toEqual([true, false]);
    const restored = await basic.data<{ extendPairedUserExpirationDate: { updated: number } }>(EXTEND, {
      site: 'basicinst',
      emails: ['basic.admin@basic.example'],
      platform: ['jstor'],
    });
    expect(restored.extendPairedUserExpirationDate.updated).toBe(1);
    expect(await state()).toEqual({ expires_at: null, active: [true, true] });
    expect((await auditRows('basic.admin@basic.example')).map((row) => row.action)).toEqual(['add', 'expire', 'extend']);
  });

  it('changes nothing of another institution', async () => {
    expect(errorCode(await basic.gql(EXPIRE, { site: 'demouniv', emails: ['librarian@demo.edu'], platform: BOTH }))).toBe('FORBIDDEN');
    // Naming another institution's user under one's own site code changes nobody.
    const result = await basic.data<{ expirePairedUsers: { updated: number } }>(EXPIRE, {
      site: 'basicinst',
      emails: ['librarian@demo.edu'],
      platform: ['jstor'],
    });
    expect(result.expirePairedUsers.updated).toBe(0);
  });
});

/** The text drawn on a pdf-lib page: its content streams inflated, the hex strings of Tj operators decoded. */
function pdfText(pdf: Buffer): string {
  const text: string[] = [];
  const source = pdf.toString('latin1');
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(source))) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    try {
      const content = inflateSync(pdf.subarray(start, end)).toString('latin1');
      for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) text.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
    } catch {
      // Not a deflated content stream (fonts, metadata).
    }
  }
  return text.join('\n');
}

describe('the email previews PDF', () => {
  it('holds the four previews as real text, for a user who may act on the institution', async () => {
    const path = '/ui/data-fetch/downloads/user-management/demouniv/email-previews.pdf';
    const response = await rawBytes(gateway.port, 'GET', path, { cookie: librarian.cookieHeader() });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.body);
    for (const heading of ['Invitation email', 'Invitation reminder email', 'Access extended email', 'Admin access granted email']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('Subject: You are invited to use JSTOR through Demo University');
    expect((await rawBytes(gateway.port, 'GET', path)).status).toBe(401);
    expect((await rawBytes(gateway.port, 'GET', path, { cookie: basic.cookieHeader() })).status).toBe(403);
  });
});

describe('pairedUsersDataDownload and the outbox', () => {
  it('builds the CSV (formula cells neutralised), puts the link in the outbox, serves it by token', async () => {
    await librarian.data(ADD, { site: 'demouniv', emails: ['=cmd@demo.edu', '+sum@demo.edu'] });
    const result = await librarian.data<{ pairedUsersDataDownload: { emailAddress: string; expiresAt: string } }>(DOWNLOAD, {
      site: 'demouniv',
      account: '100001',
    });
    expect(result.pairedUsersDataDownload.emailAddress).toBe('librarian@demo.edu');
    const hours = (Date.parse(result.pairedUsersDataDownload.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);

    const messages = await readOutbox(test.db, 'user_data_download');
    const message = messages.at(-1)!;
    expect(message).toMatchObject({ to: 'librarian@demo.edu', sentAt: null, subject: 'Your JSTOR user list for Demo University' });
    const link = /(http\S+\.csv)/.exec(message.text)![1]!;
    const path = new URL(link).pathname;
    expect(path.startsWith(USER_DATA_DOWNLOAD_PREFIX)).toBe(true);

    const csv = await rawBytes(gateway.port, 'GET', path);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('Email,Status,Expiration,Admin role,Last log in,Platforms');
    expect(lines.some((line) => line.startsWith("'=cmd@demo.edu,Invited,"))).toBe(true);
    expect(lines.some((line) => line.startsWith("'+sum@demo.edu,Invited,"))).toBe(true);
    expect(lines.some((line) => line.startsWith('librarian@demo.edu,Active,Does not expire,Administrator,'))).toBe(true);

    expect((await rawBytes(gateway.port, 'GET', `${USER_DATA_DOWNLOAD_PREFIX}${'A'.repeat(43)}.csv`)).status).toBe(404);
    const { rows } = await test.db.query<{ action: string }>("SELECT action FROM user_management_audit WHERE action = 'data_download'");
    expect(rows.length).toBeGreaterThan(0);
  });

  it('refuses another institution, or an account id of another account', async () => {
    expect(errorCode(await basic.gql(DOWNLOAD, { site: 'demouniv', account: '100001' }))).toBe('FORBIDDEN');
    expect(errorCode(await librarian.gql(DOWNLOAD, { site: 'demouniv', account: '100003' }))).toBe('FORBIDDEN');
  });

  it('delivers unsent messages through the sender once; a failure stays in the outbox with its error', async () => {
    await librarian.data(DOWNLOAD, { site: 'demouniv', account: '100001' });
    const sent: Array<{ to: string; subject: string; from: string }> = [];
    const result = await deliverOutbox(test.db, { sendMail: async (message) => void sent.push(message) }, 'no-reply@demo.test');
    expect(result.sent).toBeGreaterThan(0);
    expect(sent.every((message) => message.from === 'no-reply@demo.test')).toBe(true);
    expect((await readOutbox(test.db)).every((message) => message.sentAt !== null)).toBe(true);
    expect((await deliverOutbox(test.db, { sendMail: async () => void sent.push({ to: '', subject: '', from: '' }) }, 'x@y.z')).sent).toBe(
      0,
    );

    await librarian.data(DOWNLOAD, { site: 'demouniv', account: '100001' });
    const failed = await deliverOutbox(test.db, { sendMail: () => Promise.reject(new Error('SMTP 451 try later')) }, 'x@y.z');
    expect(failed).toEqual({ sent: 0, failed: 1 });
    const waiting = (await readOutbox(test.db)).filter((message) => message.sentAt === null);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ attempts: 1, lastError: 'SMTP 451 try later' });
  });
});

describe('csv', () => {
  it('quotes and neutralises', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@x')).toBe("'@x");
    expect(csvField('a,"b"')).toBe('"a,""b"""');
    expect(toCsv(['a'], [['b']])).toBe('a\r\nb\r\n');
  });
});
