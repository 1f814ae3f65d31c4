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

/**
 * An agent administrator's child institutions as the boot read them: all (`count` absent), or of a long list the
 * first by name and the tab's stored choice, with how many there are in all (the app asks for the rest).
 */
export interface AgentChildren {
  entries: ChildInstitutionEntry[];
  count?: number;
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
  /**
   * How many accounts ACCOUNTS offers: `adminList.length`, or while an agent administrator's long list of child
   * institutions is still to come (adminListComplete false), the list's length once it has come, near enough
   * (profiles and institutions, less none of those they share).
   */
  accountCount: number;
  /**
   * False while `adminList` holds only the child institutions the page carried (the first by name, and the stored
   * choice) of a long list the console asks for once the page has painted (state/session.ts).
   */
  adminListComplete: boolean;
  /** Site code of the selected account ('' for staff with no account). */
  selectedInstitution: string;
  selectedAccount: AdminListEntry | null;
  /** External ids of the agent accounts whose child institutions join the admin list. */
  agentAccountIds: string[];
  userFlags: { enabled: FlagName[]; disabled: FlagName[] };
}

/** Where the ACCOUNTS dropdown's choice is kept (session storage, JSON), for the browser tab's life. */
export const SELECTED_INSTITUTION_KEY = 'admin.selectedInstitution';

/**
 * The child institution chosen in ACCOUNTS, kept beside the choice's site code: a page that carries only the first
 * of a long list (boot-data.ts) can still open on it, without waiting for the list. Only the tab's own choice: every
 * query is authorized by the gateway, and the whole list, once it has come, decides whether the choice stands.
 */
export const SELECTED_CHILD_KEY = 'admin.selectedChildInstitution';

/** The stored choice, read without the data layer (the boot); null when none or unreadable. */
export function readStoredSelection(storage: Pick<Storage, 'getItem'> = sessionStorage): string | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(SELECTED_INSTITUTION_KEY) ?? 'null');
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** The stored child institution (SELECTED_CHILD_KEY) when it is the stored choice `siteCode`; null otherwise. */
export function readStoredChild(siteCode: string | null, storage: Pick<Storage, 'getItem'> = sessionStorage): ChildInstitutionEntry | null {
  if (siteCode === null) return null;
  try {
    const value: unknown = JSON.parse(storage.getItem(SELECTED_CHILD_KEY) ?? 'null');
    return isChildInstitutionEntry(value) && value.code === siteCode ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the chosen child institution for the tab (null: the choice is not one, or there is none). */
export function storeSelectedChild(entry: AdminListEntry | null, storage: Pick<Storage, 'setItem' | 'removeItem'> = sessionStorage): void {
  try {
    if (!entry?.viaAgency) storage.removeItem(SELECTED_CHILD_KEY);
    else {
      const child: ChildInstitutionEntry = {
        id: entry.externalId,
        name: entry.name,
        code: entry.siteCode,
        type: entry.accountType.toLowerCase(),
      };
      storage.setItem(SELECTED_CHILD_KEY, JSON.stringify(child));
    }
  } catch {
    // Storage refused (full, or blocked): the choice still holds for this page; a reload opens on the first account.
  }
}

/**
 * Whether the stored ACCOUNTS choice names an account the user no longer has: only once the list is whole (while
 * only its first accounts are known, a stored child institution is simply not listed yet).
 */
export function isStaleChoice(user: Pick<UserState, 'adminList' | 'adminListComplete'>, stored: string | null): boolean {
  return stored !== null && user.adminListComplete && !user.adminList.some((entry) => entry.siteCode === stored);
}

/** Whether a value is a child institution as the ChildInstitutions query answers it. */
export function isChildInstitutionEntry(value: unknown): value is ChildInstitutionEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return ['id', 'name', 'code', 'type'].every((field) => typeof entry[field] === 'string');
}

/** External ids of the agent accounts the session administers (their child institutions join ACCOUNTS). */
export function agentAccountIdsOf(data: SessionQuery): string[] {
  const profiles = data.session?.authenticatedProfiles ?? [];
  return [...new Set(profiles.filter((p) => p.role === AGENT_ADMIN_ROLE).map((p) => p.externalId))];
}

/** The query key of the agent accounts' child institutions (state/session.ts, and the boot that fills it). */
export const agentChildrenKey = (accountIds: readonly string[]) => ['accounts', 'agent-children', accountIds] as const;

/**
 * Where the boot keeps the part of a long list of child institutions the page carried (an AgentChildren with its
 * count), until the list's own query (agentChildrenKey) has the whole.
 */
export const agentChildrenPreviewKey = (accountIds: readonly string[]) => ['accounts', 'agent-children-preview', accountIds] as const;

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
    /**
     * How many child institutions there are in all, when `childInstitutions` holds only some of them (the page
     * carried the first by name of a long list; boot-data.ts): the list is then incomplete.
     */
    childInstitutionCount?: number;
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
  const children = options.childInstitutions?.length ?? 0;
  const adminListComplete = options.childInstitutionCount === undefined || options.childInstitutionCount <= children;
  const accountCount = adminListComplete ? adminList.length : adminList.length - children + (options.childInstitutionCount ?? 0);

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
      isSingleInstitution: accountCount === 1,
      adminList,
      accountCount,
      adminListComplete,
      selectedInstitution: selectedAccount?.siteCode ?? '',
      selectedAccount,
      agentAccountIds,
      userFlags: { enabled, disabled },
    },
  };
}

/** Whether a flag is on for the user. */
export const hasFlag = (user: Pick<UserState, 'userFlags'>, flag: FlagName) => user.userFlags.enabled.includes(flag);
