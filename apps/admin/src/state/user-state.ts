import type { SessionQuery } from '@console/graphql/client';
import { ADMIN_ROLES, AGENT_ADMIN_ROLE, STAFF_ROLE } from '../config/constants';
import type { FlagName } from '../config/flags';
import { compareNamesBase } from '../lib/name-order';

type Session = NonNullable<SessionQuery['session']>;
type Profile = Session['authenticatedProfiles'][number];

export type AccountType = 'institution' | 'consortium' | 'publisher' | 'individual';
export type AccountTypeLabel = 'Institution' | 'Consortium' | 'Publisher';

/** An account the user may administer (spec 000 §3 "Admin list entry"). */
export interface AdminListEntry {
  name: string;
  siteCode: string;
  externalId: string;
  accountType: AccountTypeLabel;
  /**
   * A child institution of the agent administrator's agency (spec 000 §1), listed for the agency's work on it, not
   * administered directly: pages only its own administrators may use (access methods) say so without asking.
   */
  viaAgency?: true;
}

export interface ChildInstitutionEntry {
  id: string;
  name: string;
  code: string;
  type: string;
}

/** The signed-in user as the screens see it (spec 000 §3 "User state"). */
export interface UserState {
  sessionId: string;
  userId: string;
  username: string;
  displayName: string;
  emailAddress: string;
  lastLoggedIn: string | null;
  /** Type of the selected account. */
  accountType: AccountType;
  isPublisher: boolean;
  /** Internal staff acting as themselves; false while masquerading, so staff see what the account sees. */
  internalAdmin: boolean;
  isStaff: boolean;
  isMasquerading: boolean;
  masqueradeAccountName: string | null;
  isAgentAdministrator: boolean;
  isSingleInstitution: boolean;
  adminList: AdminListEntry[];
  /** Site code of the selected account ('' for staff with no account). */
  selectedInstitution: string;
  selectedAccount: AdminListEntry | null;
  /** External ids of the agent accounts whose child institutions join the admin list. */
  agentAccountIds: string[];
  userFlags: { enabled: FlagName[]; disabled: FlagName[] };
}

/** Where the ACCOUNTS dropdown's choice is kept (session storage, JSON), for the browser tab's life. */
export const SELECTED_INSTITUTION_KEY = 'admin.selectedInstitution';

/** The stored choice, read without the data layer (the boot); null when none or unreadable. */
export function readStoredSelection(storage: Pick<Storage, 'getItem'> = sessionStorage): string | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(SELECTED_INSTITUTION_KEY) ?? 'null');
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** External ids of the agent accounts the session administers (their child institutions join ACCOUNTS). */
export function agentAccountIdsOf(data: SessionQuery): string[] {
  const profiles = data.session?.authenticatedProfiles ?? [];
  return [...new Set(profiles.filter((p) => p.role === AGENT_ADMIN_ROLE).map((p) => p.externalId))];
}

/** The query key of the agent accounts' child institutions (state/session.ts, and the boot that fills it). */
export const agentChildrenKey = (accountIds: readonly string[]) => ['accounts', 'agent-children', accountIds] as const;

export type UserStateResult = { kind: 'anonymous' } | { kind: 'non-admin' } | { kind: 'admin'; user: UserState };

export const INTERNAL_STAFF_ENTRY: AdminListEntry = {
  name: 'Internal Staff',
  siteCode: '',
  externalId: '',
  accountType: 'Institution',
};

// An agent administrator administers the agent account (and, through it, its child institutions).
const isAdminRole = (role: string) => (ADMIN_ROLES as readonly string[]).includes(role) || role === AGENT_ADMIN_ROLE;
const isAdminProfile = (profile: Profile) => isAdminRole(profile.role) || profile.accountType.toLowerCase() === 'publisher';

function typeLabel(accountType: string): AccountTypeLabel {
  switch (accountType.toLowerCase()) {
    case 'consortium':
      return 'Consortium';
    case 'publisher':
      return 'Publisher';
    default:
      return 'Institution';
  }
}

// compareNamesBase: localeCompare's order (en, base) without loading ICU's collator at boot (lib/name-order.ts).
const byName = (a: AdminListEntry, b: AdminListEntry) => compareNamesBase(a.name, b.name) || a.siteCode.localeCompare(b.siteCode);

/** The admin list: admin profiles, then agent children, one entry per site code, sorted by name. */
export function buildAdminList(profiles: readonly Profile[], children: readonly ChildInstitutionEntry[] = []): AdminListEntry[] {
  const entries = new Map<string, AdminListEntry>();
  for (const profile of profiles) {
    if (!isAdminProfile(profile) || entries.has(profile.accountCode)) continue;
    entries.set(profile.accountCode, {
      name: profile.accountName,
      siteCode: profile.accountCode,
      externalId: profile.externalId,
      accountType: typeLabel(profile.accountType),
    });
  }
  for (const child of children) {
    if (entries.has(child.code)) continue;
    entries.set(child.code, {
      name: child.name,
      siteCode: child.code,
      externalId: child.id,
      accountType: typeLabel(child.type),
      viaAgency: true,
    });
  }
  return [...entries.values()].sort(byName);
}

/**
 * Builds the user state from the session (spec 000 §4 "Admin determination"): internal staff, or any
 * profile with an administrator role or a publisher account type, makes an admin; staff without
 * profiles get a synthetic 'Internal Staff' profile; the default selection is the first account by name.
 */
export function buildUserState(
  data: SessionQuery,
  options: {
    /**
     * The ACCOUNTS choice, or a function that reads it: called only when there is a choice to make (more than one
     * account), so a single account's page never reads the tab's storage (its first use is a synchronous call to
     * the browser process, slow while a page loads).
     */
    selectedSiteCode?: string | null | (() => string | null);
    childInstitutions?: readonly ChildInstitutionEntry[];
  } = {},
): UserStateResult {
  const session = data.session;
  const account = session?.userAccount;
  if (!session || !account) return { kind: 'anonymous' };

  const isStaff = session.authenticatedAccounts.some((a) => a.type === 'individual' && a.roles.includes(STAFF_ROLE));
  const isMasquerading = Boolean(session.masquerade);
  const adminProfiles = session.authenticatedProfiles.filter(isAdminProfile);
  if (!isStaff && adminProfiles.length === 0) return { kind: 'non-admin' };

  const isAgentAdministrator = session.authenticatedProfiles.some((p) => p.role === AGENT_ADMIN_ROLE);
  const agentAccountIds = agentAccountIdsOf(data);
  let adminList = buildAdminList(session.authenticatedProfiles, options.childInstitutions);
  if (adminList.length === 0 && isStaff) adminList = [INTERNAL_STAFF_ENTRY];

  const chosen =
    adminList.length > 1 && typeof options.selectedSiteCode === 'function' ? options.selectedSiteCode() : options.selectedSiteCode;
  const selectedAccount =
    (typeof chosen === 'string' ? adminList.find((entry) => entry.siteCode === chosen) : undefined) ?? adminList[0] ?? null;
  const accountType = (selectedAccount?.accountType.toLowerCase() ?? 'individual') as AccountType;
  const internalAdmin = isStaff && !isMasquerading;
  const enabled = data.flags.enabled as FlagName[];
  const disabled = data.flags.disabled as FlagName[];
  const { firstName, lastName, email } = account.contact;
  const fullName = [firstName, lastName].filter(Boolean).join(' ');

  return {
    kind: 'admin',
    user: {
      sessionId: session.uuid,
      userId: account.id,
      username: account.username,
      displayName: account.name || fullName || account.username,
      emailAddress: email,
      lastLoggedIn: account.lastLoggedIn,
      accountType,
      isPublisher: accountType === 'publisher' && !internalAdmin,
      internalAdmin,
      isStaff,
      isMasquerading,
      masqueradeAccountName: session.masquerade?.accountName ?? null,
      isAgentAdministrator,
      isSingleInstitution: adminList.length === 1,
      adminList,
      selectedInstitution: selectedAccount?.siteCode ?? '',
      selectedAccount,
      agentAccountIds,
      userFlags: { enabled, disabled },
    },
  };
}

/** Whether a flag is on for the user. */
export const hasFlag = (user: Pick<UserState, 'userFlags'>, flag: FlagName) => user.userFlags.enabled.includes(flag);
