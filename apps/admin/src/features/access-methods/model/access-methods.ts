import {
  ACCESS_METHOD_TABS,
  formatIpAddress,
  mergeIpRanges,
  parseIpRange,
  rangesOverlap,
  specialKinds,
  SSO_DOMAIN_TAKEN_MESSAGE,
  SSO_FREE_MAIL_MESSAGE,
  SSO_PUBLIC_SUFFIX_MESSAGE,
  type IpRange,
  type SsoProvider,
} from '@console/rules/access-methods';
import { GENERIC_FAILURE, type ServerErrorTable } from '../../../lib/form/server-error';
import { logEvent } from '../../../lib/log-event';
import type { UserStateResult } from '../../../state/user-state';

// ---------------------------------------------------------------------------------------------------------
// Tabs: seven by index (spec 000 §2), kept in the URL as ?tab=<slug>

export const TAB_SLUGS = [
  'ip-addresses',
  'proxies',
  'single-sign-on',
  'lms-integration',
  'saml',
  'referring-url',
  'remote-username-and-password',
] as const;
export type TabSlug = (typeof TAB_SLUGS)[number];

export interface TabEntry {
  index: number;
  slug: TabSlug;
  name: (typeof ACCESS_METHOD_TABS)[number];
}

/** The tabs shown: LMS Integration only with enable_lms_access_method (spec 000 §2). Indexes stay those of the spec. */
export function visibleTabs(lmsEnabled: boolean): TabEntry[] {
  return TAB_SLUGS.map((slug, index) => ({ index, slug, name: ACCESS_METHOD_TABS[index]! })).filter(
    (tab) => lmsEnabled || tab.slug !== 'lms-integration',
  );
}

/** The tab a `?tab=` value names (a slug or the spec's index); the first tab for anything else. */
export function tabFromSearch(search: string, tabs: readonly TabEntry[]): TabEntry {
  const value = new URLSearchParams(search).get('tab') ?? '';
  const found = tabs.find((tab) => tab.slug === value || String(tab.index) === value);
  return found ?? tabs[0]!;
}

/** The search string with `tab` set, other parameters kept. */
export function searchWithTab(search: string, slug: TabSlug): string {
  const params = new URLSearchParams(search);
  params.set('tab', slug);
  return `?${params.toString()}`;
}

// ---------------------------------------------------------------------------------------------------------
// preferences.InstitutionFinderInfo

export interface FinderInfo {
  loginUrl: string;
  domainCredentialProvider: SsoProvider;
}

export function parseFinderInfo(text: string): FinderInfo {
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    const provider = value['domainCredentialProvider'];
    return {
      loginUrl: typeof value['loginUrl'] === 'string' ? value['loginUrl'] : '',
      domainCredentialProvider: provider === 'microsoft' || provider === 'google' ? provider : '',
    };
  } catch {
    return { loginUrl: '', domainCredentialProvider: '' };
  }
}

// ---------------------------------------------------------------------------------------------------------
// IP Addresses: combined ranges (spec 000 §2) with the notes beyond the spec

export interface IpCredential {
  ipAddress?: string | null;
  allow?: boolean | null;
  overlapsOtherInstitution?: boolean | null;
}

export interface IpLine {
  start: string;
  end: string;
  /** Private, loopback or link-local addresses in the range. */
  special: boolean;
  /** Part of the range is another institution's too. */
  overlapsOther: boolean;
}

/** Allowed ranges combined (sorted, merged when overlapping or adjacent), each with its notes. */
export function ipLines(credentials: readonly IpCredential[]): IpLine[] {
  const parsed = credentials
    .filter((credential) => credential.allow !== false && credential.ipAddress)
    .map((credential) => ({ range: parseIpRange(credential.ipAddress ?? ''), overlaps: credential.overlapsOtherInstitution === true }))
    .filter((entry): entry is { range: IpRange; overlaps: boolean } => entry.range !== null);
  return mergeIpRanges(parsed.map((entry) => entry.range)).map((range) => ({
    start: formatIpAddress(range.version, range.start),
    end: formatIpAddress(range.version, range.end),
    special: specialKinds(range).length > 0,
    overlapsOther: parsed.some((entry) => entry.overlaps && rangesOverlap(entry.range, range)),
  }));
}

/** What Copy puts on the clipboard: every range as start-end, space-separated (spec 000 §2). */
export function ipCopyText(lines: readonly IpLine[]): string {
  return lines.map((line) => `${line.start}-${line.end}`).join(' ');
}

// ---------------------------------------------------------------------------------------------------------
// SSO domains: the working copy (spec 000 §3, §4)

export interface DomainRow {
  /** The credential id, or 'new-N' for a row not saved yet. */
  id: string;
  domain: string;
  isEditable: boolean;
}

export type DomainAction =
  | { type: 'reset'; domains: ReadonlyArray<{ id: string; domain: string }> }
  | { type: 'add' }
  | { type: 'edit'; id: string }
  | { type: 'cancel'; id: string; saved: ReadonlyArray<{ id: string; domain: string }> };

export const isNewRow = (row: Pick<DomainRow, 'id'>) => row.id.startsWith('new-');

/** Only one row is editable at a time; a new row starts editable; cancelling a new row removes it. */
export function domainRows(rows: readonly DomainRow[], action: DomainAction): DomainRow[] {
  switch (action.type) {
    case 'reset':
      return action.domains.map((domain) => ({ id: domain.id, domain: domain.domain, isEditable: false }));
    case 'add': {
      if (rows.some((row) => row.isEditable)) return [...rows];
      const next = rows.filter(isNewRow).reduce((max, row) => Math.max(max, Number(row.id.slice(4)) || 0), 0) + 1;
      return [...rows, { id: `new-${next}`, domain: '', isEditable: true }];
    }
    case 'edit':
      if (rows.some((row) => row.isEditable)) return [...rows];
      return rows.map((row) => (row.id === action.id ? { ...row, isEditable: true } : row));
    case 'cancel': {
      const saved = action.saved.find((domain) => domain.id === action.id);
      if (!saved) return rows.filter((row) => row.id !== action.id);
      return rows.map((row) => (row.id === action.id ? { id: saved.id, domain: saved.domain, isEditable: false } : row));
    }
  }
}

export const canAddDomain = (rows: readonly DomainRow[]) => !rows.some((row) => row.isEditable);

// ---------------------------------------------------------------------------------------------------------
// Server errors per form (the spec's texts; see docs/decisions.md for those it does not show)

export const DOMAIN_SERVER_ERRORS: ServerErrorTable<'domain'> = {
  DOMAIN_TAKEN: { field: 'domain', message: SSO_DOMAIN_TAKEN_MESSAGE },
  DOMAIN_PUBLIC_SUFFIX: { field: 'domain', message: SSO_PUBLIC_SUFFIX_MESSAGE },
  DOMAIN_FREE_MAIL: { field: 'domain', message: SSO_FREE_MAIL_MESSAGE },
};

export const proxyServerErrors = (invalidMessage: string): ServerErrorTable<'url'> => ({
  BAD_USER_INPUT: { field: 'url', message: invalidMessage },
});

export const samlServerErrors = (notFoundMessage: string): ServerErrorTable<'entity'> => ({
  INVALID_ENTITY: { field: 'entity', message: notFoundMessage },
  // Other failures show the request-error message (the generic text) and keep what was typed.
  BAD_USER_INPUT: { field: 'entity', message: GENERIC_FAILURE },
});

// ---------------------------------------------------------------------------------------------------------
// Recent changes

const EVENT_LABELS: Readonly<Record<string, string>> = {
  saml_update: 'Entity ID saved',
  saml_delete: 'Entity ID deleted',
  proxy_update: 'Proxy server URL saved',
  proxy_delete: 'Proxy server URL deleted',
  domain_update: 'SSO domain saved',
  domain_delete: 'SSO domain deleted',
  domain_confirm: 'SSO domain confirmed by support',
  lti_update: 'Canvas integration saved',
  lti_delete: 'Canvas integration deleted',
  sso_provider_update: 'SSO provider changed',
};

export function changeLabel(eventType: string): string {
  return EVENT_LABELS[eventType] ?? eventType;
}

const PROVIDER_LABELS: Readonly<Record<string, string>> = { microsoft: 'Microsoft', google: 'Google' };

/** A stored value as the panel shows it: proxy URLs without the placeholder, providers by name, none as a dash. */
export function changeValue(eventType: string, value: string | null | undefined, display: (url: string) => string): string {
  if (value === null || value === undefined || value === '') return eventType === 'sso_provider_update' ? 'Not participating' : '—';
  if (eventType === 'sso_provider_update') return PROVIDER_LABELS[value] ?? value;
  if (eventType.startsWith('proxy_')) return display(value);
  return value;
}

/**
 * A failed change is logged as admin_error with the action and the gateway's code (spec 000 §8: Canvas and
 * provider failures are "only logged"; the screen shows the failure too). Successful changes need no client
 * event: the gateway writes their audit row (spec 000 §7 log events, made durable).
 */
export function logAccessMethodError(action: string, error: unknown, siteCode: string): void {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : 'UNKNOWN';
  logEvent('admin_error', { action, code }, siteCode);
}

/** Canvas: the LTI 1.3 configuration address and the landing address (fixed constants; spec 000 §2 does not show them). */
export const CANVAS_CONFIG_URL = 'https://www.jstor.org/lti/1.3/canvas/config.json';
export const CANVAS_LANDING_URL = 'https://www.jstor.org/lti/1.3/launch';

/** The selected institution's external id (spec 000 §7: iacAccount by externalId); '' without one. */
export function accessMethodsAccountIdOf(state: UserStateResult): string {
  if (state.kind !== 'admin') return '';
  const user = state.user;
  return user.adminList.find((entry) => entry.siteCode === user.selectedInstitution)?.externalId ?? '';
}
