// Issue 16, item 5: authorization generated from the schema. Every query and mutation whose arguments name an
// institution, account, user, credential, notification, report, schedule or upload (schema-fields.ts) is
// called as each demo role with another institution's identifiers: every call is refused (mutations) or
// refused or empty (queries), and the other institutions' data, read back as their administrators, is the
// same afterwards. A new field with such an argument fails the coverage test until it has a row in CALLS.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { demoUser, errorCodes, signIn, type Client, type GqlResult, type RoleKey } from './support';
import { documentFor, fieldsNamingIdentifiers, loadSchema, returnsList, type RootField } from './schema-fields';

const ATTACKERS = ['librarian', 'basic', 'consortium', 'publisher', 'agent', 'staff'] as const satisfies readonly RoleKey[];
type Attacker = (typeof ATTACKERS)[number];

/** What one institution has that an attacker could name. */
interface Target {
  siteCode: string;
  externalId: string;
  accountType: string;
  institutionName: string;
  userId: string;
  userEmail: string;
  sessionUuid: string;
  credentialIds: string[];
  notificationIds: string[];
  reportIds: Array<{ id: string; reportId: string }>;
  scheduleIds: string[];
  licenseId: string | null;
  pairedEmails: string[];
  sushiCredentialIds: string[];
}

/** The attacker's own identifiers (cases that mix the attacker's own with the victim's). */
interface Own {
  userId: string;
  email: string;
  siteCode: string | null;
  externalId: string | null;
}

interface Call {
  /** Variable sets; each one must be refused. */
  cases: (target: Target, own: Own, attacker: Attacker) => Array<Record<string, unknown>>;
  /** Selection of the returned object when `__typename` cannot tell "nothing" apart. */
  selection?: string;
  /** For a query answered rather than refused: whether the answer holds nothing of the target. */
  empty?: (value: unknown) => boolean;
  /**
   * Roles for which the call is allowed by design (the reason in a comment): as themselves only, never in the
   * name of the target's user (a case carrying the target's user id is still refused).
   */
  allowedFor?: readonly Attacker[];
  /** A mutation whose answer is harmless for anyone (the reason in a comment): it may succeed. */
  harmless?: true;
}

const NAMESPACE = 'Counter5.1';
const PLATFORM = 'jstor';
const reportsType = (t: Target) => ({ userId: t.userId, namespace: NAMESPACE, platform: PLATFORM });
const multiType = (t: Target) => ({ userId: t.userId, namespace: NAMESPACE, platform: [PLATFORM] });

function submission(userId: string, email: string, t: Target) {
  return {
    report_name: 'Attack',
    report_type: NAMESPACE,
    user_id: userId,
    email_address: email,
    output_format: 'xlsx',
    attributes: {
      namespace: NAMESPACE,
      reportCode: 'TR_J3',
      institutionName: t.institutionName,
      requiredAttributes: [
        { name: 'Institution_ID', value: t.siteCode },
        { name: 'Begin_Date', value: '2026-01-01' },
        { name: 'End_Date', value: '2026-01-31' },
        { name: 'Platform', value: PLATFORM },
      ],
    },
  };
}
const schedule = (userId: string, email: string, t: Target) => {
  const { report_name: _name, ...rest } = submission(userId, email, t);
  return { ...rest, schedule_name: 'Attack', effective_date: inTwoDays(), frequency: 'monthly' };
};
/** A schedule must start today or later. */
const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
const first = <T>(list: T[], what: string): T => {
  if (list[0] === undefined) throw new Error(`the target has no ${what}`);
  return list[0];
};
const emptyList = (value: unknown) => Array.isArray(value) && value.length === 0;

/** Account ids with children (childInstitutions): the consortium's, or the agency's for the consortium's administrator. */
const CONSORTIUM_EXTERNAL_ID = '100004';
const AGENCY_EXTERNAL_ID = '100006';
const PRESS_EXTERNAL_ID = '100005';

/** One row per generated field: valid variables naming the target. */
const CALLS: Record<string, Call> = {
  // access methods
  iacAccount: { cases: (t) => [{ accountId: t.externalId, idType: 'externalId' }] },
  accessMethodChanges: { cases: (t) => [{ accountId: t.externalId }] },
  updateInstitutionalAccount: {
    cases: (t) => [
      { institutionId: t.externalId, account: JSON.stringify({ credentials: [{ type: 'DOMAIN', domain: 'attacker.example' }] }) },
      {
        institutionId: t.externalId,
        account: JSON.stringify({
          preferences: { InstitutionFinderInfo: '{"loginUrl":"https://attacker.example/login?url=","domainCredentialProvider":""}' },
        }),
      },
    ],
  },
  iacDeleteCredential: {
    cases: (t) => t.credentialIds.map((credentialId) => ({ accountId: t.externalId, credentialId, idType: 'externalId' })),
  },
  // Staff only, and only while masquerading as the institution (issue 30, item 1).
  confirmSsoDomain: { cases: (t) => t.credentialIds.map((credentialId) => ({ accountId: t.externalId, credentialId })) },
  // account information
  accountInformation: { cases: (t) => [{ siteCode: t.siteCode }] },
  updateLicense: { cases: (t) => (t.licenseId ? [{ licenseId: t.licenseId, licenseBody: JSON.stringify({ status: 'CANCELLED' }) }] : []) },
  submitResearchToolFeedback: { cases: (t) => [{ input: { siteCode: t.siteCode, feedback: 'attack', mayContact: true } }] },
  // EBA
  ebaProgramme: { cases: (t) => [{ siteCode: t.siteCode }] },
  getEBADownloadLink: { cases: (t) => [{ siteCode: t.siteCode }] },
  ebaUploadStatus: { cases: (t) => [{ siteCode: t.siteCode }] },
  // Internal staff read every participant's dashboard row by design (spec 000 §4, EBA status).
  getParticipantDashboardData: { cases: (t) => [{ siteCodes: t.siteCode }], allowedFor: ['staff'] },
  downloadParticipantStatusReport: { cases: (t) => [{ siteCodes: t.siteCode }], allowedFor: ['staff'] },
  ebaSignedUrl: { cases: (t) => [{ siteCode: t.siteCode }] },
  ebaTriggerUpload: { cases: (t) => [{ siteCode: t.siteCode, accountType: t.accountType }] },
  ebaAbortFileProcessing: { cases: (t) => [{ siteCode: t.siteCode }] },
  ebaParticipantStatus: { cases: (t) => [{ siteCodes: [t.siteCode] }] },
  // holdings, home, collections
  holdingsSummary: { cases: (t) => [{ siteCode: t.siteCode }] },
  homepageSummaryV2: { cases: (t) => [{ siteCode: t.siteCode, accountType: t.accountType }] },
  crossPlatformUsageTrends: { cases: (t) => [{ siteCode: t.siteCode, timeframe: 'WEEKLY' }] },
  ccuDashboardData: { cases: (t) => [{ siteCode: t.siteCode, startDate: null, endDate: null, collectionId: null }] },
  ccuReportAvailability: { cases: (t) => [{ siteCode: t.siteCode }], allowedFor: ['staff'] },
  // notifications
  getAdminNotifications: { cases: (t) => [{ userId: t.userId, accountType: null }] },
  markAdminNotificationsAsRead: { cases: (t) => [{ notificationIds: t.notificationIds, userId: t.userId }] },
  // reports
  // Internal staff who are not masquerading request reports for any account by site code (decisions.md,
  // "Internal admins request reports by site code"): the report fields below are theirs by design.
  reportsAvailable: {
    allowedFor: ['staff'],
    cases: (t, own) => [
      { userId: t.userId, namespace: NAMESPACE, siteCode: t.siteCode, platform: PLATFORM, reportsAvailableUserId: null },
      { userId: own.userId, namespace: NAMESPACE, siteCode: t.siteCode, platform: PLATFORM, reportsAvailableUserId: null },
    ],
  },
  reportsUsageAvailability: {
    allowedFor: ['staff'],
    cases: (t, own) => [
      { namespace: NAMESPACE, siteCode: t.siteCode, userId: t.userId, platform: PLATFORM },
      { namespace: NAMESPACE, siteCode: t.siteCode, userId: own.userId, platform: PLATFORM },
    ],
  },
  reportHistory: { cases: (t) => [{ reportHistoryUserId: t.userId, reportsType: reportsType(t) }] },
  multiPlatformReportHistory: { cases: (t) => [{ reportHistoryUserId: t.userId, reportsType: multiType(t) }] },
  reportScheduleHistory: { cases: (t) => [{ reportScheduleHistoryUserId: t.userId, reportsType: reportsType(t) }] },
  multiPlatformScheduleHistory: { cases: (t) => [{ reportScheduleHistoryUserId: t.userId, reportsType: multiType(t) }] },
  checkReportDuplicate: {
    allowedFor: ['staff'],
    cases: (t, own) => [
      { checkReportDuplicateInput: submission(t.userId, t.userEmail, t) },
      { checkReportDuplicateInput: submission(own.userId, own.email, t) },
    ],
    selection: '{ id report_id }',
    empty: (value) => (value as { id: string } | null)?.id === '',
  },
  checkReportScheduleDuplicate: {
    allowedFor: ['staff'],
    cases: (t, own) => [
      { checkReportScheduleDuplicateInput: schedule(t.userId, t.userEmail, t) },
      { checkReportScheduleDuplicateInput: schedule(own.userId, own.email, t) },
    ],
    selection: '{ id report_id }',
    empty: (value) => (value as { id: string } | null)?.id === '',
  },
  report: { cases: (t) => t.reportIds.flatMap(({ id, reportId }) => [{ reportId: id }, { reportId }]) },
  licensedPlatforms: { cases: (t) => [{ siteCode: t.siteCode }], allowedFor: ['staff'] },
  publisherSummary: {
    cases: (t, _own, attacker) => [{ siteCode: t.siteCode }, ...(attacker === 'publisher' ? [] : [{ siteCode: 'demopress' }])],
    allowedFor: ['staff'],
  },
  getReportsPublications: {
    allowedFor: ['staff'],
    cases: (t, _own, attacker) => [{ publisherId: attacker === 'publisher' ? t.externalId : PRESS_EXTERNAL_ID }],
  },
  addReport: {
    allowedFor: ['staff'],
    cases: (t, own) => [{ submissionData: submission(t.userId, t.userEmail, t) }, { submissionData: submission(own.userId, own.email, t) }],
  },
  addReportSchedule: {
    allowedFor: ['staff'],
    cases: (t, own) => [{ submissionData: schedule(t.userId, t.userEmail, t) }, { submissionData: schedule(own.userId, own.email, t) }],
  },
  updateReportScheduleState: { cases: (t) => t.scheduleIds.map((id) => ({ id, state: 'inactive' })) },
  // session and accounts
  sessionHttpHeaders: { cases: (t) => [{ uuid: t.sessionUuid }] },
  // Internal staff look accounts up by code (the masquerade search) by design.
  iacSearchByCode: {
    cases: (t) => [{ code: t.siteCode }, { code: `${t.siteCode}*` }],
    selection: '{ results { code } }',
    empty: (value) => emptyList((value as { results: unknown[] } | null)?.results ?? []),
    allowedFor: ['staff'],
  },
  // Staff list the members of a consortium they chose for a report, like the report fields (decisions.md).
  childInstitutions: {
    allowedFor: ['staff'],
    cases: (_t, _own, attacker) => [{ accountId: attacker === 'consortium' ? AGENCY_EXTERNAL_ID : CONSORTIUM_EXTERNAL_ID }],
  },
  // Internal staff masquerade as any account by design (spec 000 §1); the test ends the masquerade after.
  startMasquerade: { cases: (t) => [{ siteCode: t.siteCode }], allowedFor: ['staff'] },
  // Records an analytics event; a site code the user may not act on is stored as none (events/resolvers.ts),
  // and the answer is `true` for anyone: nothing of the institution is read or changed.
  logEvent: { cases: (t) => [{ input: { type: 'admin_error', siteCode: t.siteCode, detail: '{}' } }], harmless: true },
  // SUSHI credentials (Account Information)
  sushiCredentials: { cases: (t) => [{ siteCode: t.siteCode }] },
  createSushiCredential: { cases: (t) => [{ siteCode: t.siteCode }] },
  revokeSushiCredential: { cases: (t) => t.sushiCredentialIds.map((credentialId) => ({ credentialId })) },
  // users
  pairedUsers: {
    cases: (t) => [{ platform: [PLATFORM], pairedUsersSiteCode: t.siteCode, offset: 0, limit: 10, asQa: null, adminUsersOnly: null }],
  },
  searchPairedUsers: {
    cases: (t) => [
      {
        platform: [PLATFORM],
        emailAddress: first(t.pairedEmails, 'paired user').slice(0, 5),
        siteCode: t.siteCode,
        offset: 0,
        limit: 10,
        asQa: null,
        adminUsersOnly: null,
      },
    ],
  },
  addPairedUsers: { cases: (t) => [{ siteCode: t.siteCode, emailAddresses: ['attacker@attacker.example'], roles: ['ADMINISTRATOR'] }] },
  expirePairedUsers: { cases: (t) => [{ platform: [PLATFORM], siteCode: t.siteCode, emailAddresses: t.pairedEmails.slice(0, 2) }] },
  extendPairedUserExpirationDate: {
    cases: (t) => [{ platform: [PLATFORM], siteCode: t.siteCode, emailAddresses: t.pairedEmails.slice(0, 2) }],
  },
  pairedUsersDataDownload: {
    cases: (t, own) => [
      { siteCode: t.siteCode, accountId: t.externalId },
      ...(own.siteCode && own.externalId
        ? [
            { siteCode: own.siteCode, accountId: t.externalId },
            { siteCode: t.siteCode, accountId: own.externalId },
          ]
        : []),
    ],
  },
};

const schema = loadSchema();
const generated = fieldsNamingIdentifiers(schema);

describe('the generated list of fields naming an identifier', () => {
  it('finds the fields the console depends on (the generator itself works)', () => {
    const names = generated.map((root) => root.name);
    for (const name of ['iacAccount', 'pairedUsers', 'addReport', 'markAdminNotificationsAsRead', 'ebaSignedUrl', 'updateLicense'])
      expect(names).toContain(name);
    expect(generated.find((root) => root.name === 'addReport')?.identifiers.map((item) => item.path)).toContain('submissionData.user_id');
  });

  it('has a row of valid variables in CALLS for every generated field (a new field fails here until covered)', () => {
    const uncovered = generated.map((root) => root.name).filter((name) => !(name in CALLS));
    expect(uncovered, `fields naming an identifier without a row in CALLS: ${uncovered.join(', ')}`).toEqual([]);
    const stale = Object.keys(CALLS).filter((name) => !generated.some((root) => root.name === name));
    expect(stale, 'rows of CALLS for fields the schema no longer has (or that name no identifier)').toEqual([]);
  });
});

// ---- the attack ----

const clients = new Map<RoleKey, Client>();
const targets = new Map<string, Target>();
const owns = new Map<RoleKey, Own>();

async function client(key: RoleKey): Promise<Client> {
  let existing = clients.get(key);
  if (!existing) {
    existing = await signIn(key);
    clients.set(key, existing);
  }
  return existing;
}

interface Profile {
  accountCode: string;
  externalId: string;
  accountType: string;
  accountName: string;
}

async function own(key: RoleKey): Promise<Own> {
  const data = await (
    await client(key)
  ).data<{ session: { userAccount: { id: string; contact: { email: string } }; authenticatedProfiles: Profile[] } }>(
    'query { session { userAccount { id contact { email } } authenticatedProfiles { accountCode externalId accountType accountName } } }',
  );
  const profile = data.session.authenticatedProfiles[0];
  return {
    userId: data.session.userAccount.id,
    email: data.session.userAccount.contact.email,
    siteCode: profile?.accountCode ?? null,
    externalId: profile?.externalId ?? null,
  };
}

/** Reads what the administrator `key` has at `siteCode`, as that administrator. */
async function inventory(key: RoleKey, siteCode: string): Promise<Target> {
  const admin = await client(key);
  const session = await admin.data<{
    session: { uuid: string; userAccount: { id: string; contact: { email: string } }; authenticatedProfiles: Profile[] };
  }>(
    'query { session { uuid userAccount { id contact { email } } authenticatedProfiles { accountCode externalId accountType accountName } } }',
  );
  const profile = session.session.authenticatedProfiles.find((candidate) => candidate.accountCode === siteCode);
  if (!profile) throw new Error(`${key} does not administer ${siteCode}`);
  const userId = session.session.userAccount.id;
  const t: Target = {
    siteCode,
    externalId: profile.externalId,
    accountType: profile.accountType,
    institutionName: profile.accountName,
    userId,
    userEmail: session.session.userAccount.contact.email,
    sessionUuid: session.session.uuid,
    credentialIds: [],
    notificationIds: [],
    reportIds: [],
    scheduleIds: [],
    licenseId: null,
    pairedEmails: [],
    sushiCredentialIds: [],
  };
  const data = await admin.data<{
    iacAccount: { credentials: Array<{ id: string }>; licenses: Array<{ id: string }> };
    accountInformation: { researchTool: { licenseId: string } | null };
    getAdminNotifications: Array<{ notificationId: string }>;
    reportHistory: Array<{ id: string; report_id: string }>;
    reportScheduleHistory: Array<{ id: string }>;
    pairedUsers: { pairedUsers: Array<{ email: string }> };
    sushiCredentials: Array<{ id: string }>;
  }>(
    `query ($ext: ID!, $site: String!, $user: ID!, $type: ReportsTypeInput!) {
      iacAccount(accountId: $ext, idType: "externalId") { credentials { id } licenses { id } }
      accountInformation(siteCode: $site) { researchTool { licenseId } }
      getAdminNotifications(userId: $user) { notificationId }
      reportHistory(reportHistoryUserId: $user, reportsType: $type) { id report_id }
      reportScheduleHistory(reportScheduleHistoryUserId: $user, reportsType: $type) { id }
      pairedUsers(platform: ["jstor"], pairedUsersSiteCode: $site, offset: 0, limit: 5) { pairedUsers { email } }
      sushiCredentials(siteCode: $site) { id }
    }`,
    { ext: t.externalId, site: siteCode, user: userId, type: reportsType(t) },
  );
  t.credentialIds = data.iacAccount.credentials.map((credential) => credential.id);
  // The research tool's licence (the one updateLicense changes), else any licence of the institution.
  t.licenseId = data.accountInformation.researchTool?.licenseId ?? data.iacAccount.licenses[0]?.id ?? null;
  t.notificationIds = data.getAdminNotifications.map((notification) => notification.notificationId);
  t.reportIds = data.reportHistory.map((item) => ({ id: item.id, reportId: item.report_id }));
  t.scheduleIds = data.reportScheduleHistory.map((item) => item.id);
  t.sushiCredentialIds = data.sushiCredentials.map((credential) => credential.id);
  t.pairedEmails = data.pairedUsers.pairedUsers.map((user) => user.email).filter((email) => email !== t.userEmail);
  return t;
}

/** Everything of an institution the calls could change, read as its administrator. */
async function snapshot(key: RoleKey, t: Target): Promise<unknown> {
  const admin = await client(key);
  return admin.data(
    `query ($ext: ID!, $site: String!, $user: ID!, $type: ReportsTypeInput!, $eba: Boolean!) {
      iacAccount(accountId: $ext, idType: "externalId") { preferences { InstitutionFinderInfo } licenses { id status } credentials { id type domain entity clientId clientSecret ipAddress referrer username } }
      accessMethodChanges(accountId: $ext) { id }
      accountInformation(siteCode: $site) { researchTool { licenseId status active } openUrlBaseUrl providerDesignationStatement }
      getAdminNotifications(userId: $user) { notificationId readDatetime }
      reportHistory(reportHistoryUserId: $user, reportsType: $type) { id report_id report_name }
      reportScheduleHistory(reportScheduleHistoryUserId: $user, reportsType: $type) { id state schedule_name }
      pairedUsers(platform: ["jstor"], pairedUsersSiteCode: $site, offset: 0, limit: 100) {
        pairedUsersTotal { total } activePairedUsersTotal { total }
        pairedUsers { email status profiles { active expirationDateTime roles { name } } }
      }
      ebaUploadStatus(siteCode: $site) @include(if: $eba) { status reason }
      sushiCredentials(siteCode: $site) { id requestorId createdBy }
    }`,
    // Only EBA participants have an upload status (others are refused it).
    { ext: t.externalId, site: t.siteCode, user: t.userId, type: reportsType(t), eba: t.siteCode === 'demouniv' },
  );
}

/** The victim of each attacker: Demo University (the librarian's), and Basic Institute for the librarian. */
const victimOf = (attacker: Attacker): { admin: RoleKey; siteCode: string } =>
  attacker === 'librarian' ? { admin: 'basic', siteCode: 'basicinst' } : { admin: 'librarian', siteCode: 'demouniv' };

const VICTIMS: ReadonlyArray<{ admin: RoleKey; siteCode: string }> = [
  { admin: 'librarian', siteCode: 'demouniv' },
  { admin: 'basic', siteCode: 'basicinst' },
];

const before = new Map<string, unknown>();

beforeAll(async () => {
  for (const victim of VICTIMS) {
    const t = await inventory(victim.admin, victim.siteCode);
    targets.set(victim.siteCode, t);
    before.set(victim.siteCode, await snapshot(victim.admin, t));
  }
  // Basic Institute has no credentials, reports, schedules or research tool: for the librarian's attack, those
  // identifiers are Demo Consortium's (another institution the librarian does not administer).
  const basic = targets.get('basicinst')!;
  const consortium = await inventory('consortium', 'democons');
  for (const key of ['credentialIds', 'notificationIds', 'reportIds', 'scheduleIds', 'sushiCredentialIds'] as const)
    if (basic[key].length === 0) (basic as unknown as Record<string, unknown[]>)[key] = consortium[key];
  basic.licenseId ??= consortium.licenseId;
  for (const attacker of ATTACKERS) owns.set(attacker, await own(attacker));
}, 60_000);

function verdict(root: RootField, call: Call, result: GqlResult): 'refused' | 'empty' | 'answered' {
  const value = result.body.data?.[root.name];
  if (result.body.errors?.length && (value === null || value === undefined)) return 'refused';
  if (result.status !== 200 && result.status !== 400) return 'answered';
  if (root.operation === 'query') {
    if (value === null) return 'empty';
    if (call.empty ? call.empty(value) : returnsList(root) && emptyList(value)) return 'empty';
  }
  return 'answered';
}

describe.each(ATTACKERS)('as %s, naming another institution', (attacker) => {
  it('every generated query and mutation is refused or returns nothing', async () => {
    const me = await client(attacker);
    const victim = victimOf(attacker);
    const t = targets.get(victim.siteCode)!;
    const mine = owns.get(attacker)!;
    const failures: string[] = [];
    const codes = new Set<string>();
    let calls = 0;
    for (const root of generated) {
      const call = CALLS[root.name];
      if (!call) continue; // reported by the coverage test
      const document = documentFor(root, call.selection);
      for (const variables of call.cases(t, mine, attacker)) {
        calls += 1;
        const result = await me.gql(document, variables);
        const outcome = verdict(root, call, result);
        for (const code of errorCodes(result)) codes.add(code);
        const allowed = (call.allowedFor?.includes(attacker) && !JSON.stringify(variables).includes(t.userId)) || call.harmless;
        if (outcome === 'refused' && !allowed) {
          // A refusal must come from authorization, not from a bad request of ours or a crash.
          const bad = errorCodes(result).filter((code) => !['FORBIDDEN', 'NOT_FOUND', 'UNAUTHENTICATED'].includes(code));
          if (bad.length)
            failures.push(
              `${root.name} ${JSON.stringify(variables).slice(0, 160)}: refused with ${bad.join(', ')}: ${result.body.errors?.[0]?.message}`,
            );
        } else if (outcome === 'answered' && !allowed) {
          failures.push(
            `${root.name} ${JSON.stringify(variables).slice(0, 160)}: answered ${JSON.stringify(result.body.data).slice(0, 200)}`,
          );
        }
        if (root.name === 'startMasquerade' && outcome === 'answered') await me.data('mutation { endMasquerade { uuid } }');
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(generated.length);
  });
});

describe('afterwards', () => {
  it("the other institutions' data, read back as their administrators, is unchanged", async () => {
    for (const victim of VICTIMS) {
      const t = targets.get(victim.siteCode)!;
      expect(await snapshot(victim.admin, t), victim.siteCode).toEqual(before.get(victim.siteCode));
    }
  });

  it('the valid variables are valid: each generated query answers its own administrator', async () => {
    // A positive control: the refusals above come from authorization, not from malformed variables.
    const t = targets.get('demouniv')!;
    const librarian = await client('librarian');
    const mine = { userId: t.userId, email: t.userEmail, siteCode: t.siteCode, externalId: t.externalId };
    const failures: string[] = [];
    const notTheirs = new Set([
      'getParticipantDashboardData',
      'downloadParticipantStatusReport',
      'publisherSummary',
      'getReportsPublications',
      'childInstitutions',
    ]);
    for (const root of generated) {
      if (root.operation !== 'query' || notTheirs.has(root.name)) continue;
      const call = CALLS[root.name];
      if (!call) continue;
      const [variables] = call.cases(t, mine, 'basic');
      if (!variables) continue;
      const result = await librarian.gql(documentFor(root, call.selection), variables);
      if (result.body.errors?.length) failures.push(`${root.name}: ${errorCodes(result).join(', ')} ${result.body.errors[0]?.message}`);
    }
    expect(failures).toEqual([]);
    expect(demoUser('librarian').username).toBe('librarian@demo.edu');
  });
});

describe('the COUNTER_SUSHI API with another institution’s customer_id', () => {
  // The demo credential (README, demo data contract) belongs to Demo University.
  const credential = { requestor_id: 'demo-harvester', api_key: 'demo-sushi-key' };
  const sushi = async (path: string, params: Record<string, string>) => {
    const response = await fetch(`${inject('gatewayUrl')}${path}?${new URLSearchParams(params)}`);
    return { status: response.status, text: await response.text() };
  };

  it('reports and member lists of other customers are refused; its own customer is answered', async () => {
    const range = { begin_date: '2026-01', end_date: '2026-01' };
    const own = await sushi('/sushi/r51/reports/pr', { customer_id: 'demouniv', ...credential, ...range });
    expect(own.status).toBe(200);
    expect(own.text).toContain('Report_Header');
    for (const customer_id of ['basicinst', 'democons', 'demopress', 'BASICINST', ' basicinst ']) {
      for (const path of ['/sushi/r51/reports/pr', '/sushi/r51/reports/tr_j1', '/sushi/r51/members']) {
        const answer = await sushi(path, { customer_id, ...credential, ...range });
        expect(answer.text, `${path} ${customer_id}`).toMatch(/"Code"\s*:\s*2010/);
        expect(answer.text).not.toContain('Report_Items');
      }
    }
  });

  it('a wrong requestor id or api key is refused', async () => {
    const wrongRequestor = await sushi('/sushi/r51/reports/pr', {
      customer_id: 'demouniv',
      requestor_id: 'someone-else',
      api_key: credential.api_key,
      begin_date: '2026-01',
      end_date: '2026-01',
    });
    expect(wrongRequestor.text).toMatch(/"Code"\s*:\s*2000/);
    const wrongKey = await sushi('/sushi/r51/reports/pr', {
      customer_id: 'demouniv',
      requestor_id: credential.requestor_id,
      api_key: 'guess',
      begin_date: '2026-01',
      end_date: '2026-01',
    });
    expect(wrongKey.text).toMatch(/"Code"\s*:\s*2020/);
  });
});
