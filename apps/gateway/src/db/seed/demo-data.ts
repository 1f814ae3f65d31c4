import { FLAG_NAMES, type FlagName } from '../../modules/flags/flag-names.ts';
import { seedId } from './ids.ts';
import { CONSORTIUM_MEMBERS, generateInstitutions } from './institution-names.ts';

/** The password of every demo user (DESIGN.md, "Demo data"). */
export const DEMO_PASSWORD = 'demo';

export type AccountType = 'individual' | 'institution' | 'consortium' | 'publisher';

export interface DemoAccount {
  key: string;
  id: string;
  code: string | null;
  name: string;
  type: AccountType;
  parentKey: string | null;
  externalId: string;
  /** ISO 3166-1 alpha-2 country (the publisher dashboard groups usage by the using institution's); null for individual accounts. */
  country: string | null;
}

export interface DemoUser {
  key: string;
  id: string;
  username: string;
  displayName: string;
  firstName: string;
  lastName: string;
  /** Key of the user's individual account. */
  individualAccountKey: string;
  roles: ReadonlyArray<{ accountKey: string; role: string }>;
  /** Flags stored for the user; a flag without a row counts as off. */
  flags: Readonly<Partial<Record<FlagName, boolean>>>;
}

function account(
  key: string,
  code: string | null,
  name: string,
  type: AccountType,
  externalId: string,
  parentKey: string | null = null,
  country: string | null = null,
): DemoAccount {
  return { key, id: seedId(`account:${key}`), code, name, type, parentKey, externalId, country };
}

const allFlags = (enabled: (flag: FlagName) => boolean): Record<FlagName, boolean> =>
  Object.fromEntries(FLAG_NAMES.map((flag) => [flag, enabled(flag)])) as Record<FlagName, boolean>;
const ALL_BUT_QA = allFlags((flag) => flag !== 'as_qa');
const ALL_OFF = allFlags(() => false);

/** Site codes and names of the demo contract. */
export const DEMO_CODES = {
  university: 'demouniv',
  college: 'democoll',
  basic: 'basicinst',
  consortium: 'democons',
  press: 'demopress',
  agency: 'demoagency',
} as const;

export const AGENCY_CHILD_COUNT = 400;

const institutions: DemoAccount[] = [
  account('demouniv', DEMO_CODES.university, 'Demo University', 'institution', '100001', null, 'US'),
  account('democoll', DEMO_CODES.college, 'Demo Visual Arts College', 'institution', '100002', null, 'US'),
  account('basicinst', DEMO_CODES.basic, 'Basic Institute', 'institution', '100003', null, 'US'),
  account('democons', DEMO_CODES.consortium, 'Demo Consortium', 'consortium', '100004', null, 'US'),
  account('demopress', DEMO_CODES.press, 'Demo Press', 'publisher', '100005', null, 'US'),
  account('demoagency', DEMO_CODES.agency, 'Demo Library Agency', 'institution', '100006', null, 'US'),
];

/** Two of the consortium's members are across the border. */
const CANADIAN_MEMBERS = new Set(['lakeshorecad', 'summitlaw']);

const consortiumMembers = CONSORTIUM_MEMBERS.map((member, index) =>
  account(
    `democons:${member.code}`,
    member.code,
    member.name,
    'institution',
    String(500001 + index),
    'democons',
    CANADIAN_MEMBERS.has(member.code) ? 'CA' : 'US',
  ),
);

/** Countries of the agency's institutions, repeated by weight (an international agency, mostly English-speaking). */
const AGENCY_COUNTRIES = [
  ...['US', 'US', 'US', 'US', 'US', 'US', 'GB', 'GB', 'GB', 'CA', 'CA', 'AU', 'AU', 'IE', 'NZ'],
  ...['DE', 'DE', 'NL', 'FR', 'SE', 'DK', 'NO', 'CH', 'IT', 'ES', 'JP', 'KR', 'SG', 'IN', 'ZA', 'BR', 'MX', 'IL'],
] as const;

const agencyChildren = generateInstitutions(AGENCY_CHILD_COUNT).map((child, index) =>
  account(
    `demoagency:${child.code}`,
    child.code,
    child.name,
    'institution',
    String(700001 + index),
    'demoagency',
    AGENCY_COUNTRIES[(index * 7) % AGENCY_COUNTRIES.length] ?? 'US',
  ),
);

interface UserSpec {
  key: string;
  username: string;
  firstName: string;
  lastName: string;
  roles: DemoUser['roles'];
  flags: DemoUser['flags'];
}

const userSpecs: UserSpec[] = [
  {
    key: 'librarian',
    username: 'librarian@demo.edu',
    firstName: 'Demo',
    lastName: 'Librarian',
    roles: [
      { accountKey: 'demouniv', role: 'ADMINISTRATOR' },
      { accountKey: 'democoll', role: 'ADMINISTRATOR' },
    ],
    flags: ALL_BUT_QA,
  },
  {
    key: 'basic',
    username: 'basic@demo.edu',
    firstName: 'Basic',
    lastName: 'Administrator',
    roles: [{ accountKey: 'basicinst', role: 'ADMINISTRATOR' }],
    flags: ALL_OFF,
  },
  {
    key: 'consortium',
    username: 'consortium@demo.edu',
    firstName: 'Consortium',
    lastName: 'Administrator',
    roles: [{ accountKey: 'democons', role: 'ADMINISTRATOR' }],
    flags: ALL_BUT_QA,
  },
  {
    key: 'publisher',
    username: 'publisher@demo.org',
    firstName: 'Demo',
    lastName: 'Publisher',
    roles: [{ accountKey: 'demopress', role: 'ADMINISTRATOR' }],
    flags: ALL_BUT_QA,
  },
  {
    key: 'staff',
    username: 'staff@demo.org',
    firstName: 'Demo',
    lastName: 'Staff',
    roles: [{ accountKey: 'individual:staff', role: 'ITHAKA_STAFF' }],
    flags: ALL_BUT_QA,
  },
  {
    key: 'agent',
    username: 'agent@demo.edu',
    firstName: 'Demo',
    lastName: 'Agent',
    roles: [
      { accountKey: 'demoagency', role: 'ADMINISTRATOR' },
      { accountKey: 'demoagency', role: 'AGENT_ADMINISTRATOR' },
    ],
    flags: ALL_BUT_QA,
  },
  { key: 'reader', username: 'reader@demo.edu', firstName: 'Demo', lastName: 'Reader', roles: [], flags: {} },
];

const individualAccounts = userSpecs.map((spec, index) =>
  account(`individual:${spec.key}`, null, `${spec.firstName} ${spec.lastName}`, 'individual', String(900001 + index)),
);

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [...institutions, ...consortiumMembers, ...agencyChildren, ...individualAccounts];

export const DEMO_USERS: readonly DemoUser[] = userSpecs.map((spec) => ({
  key: spec.key,
  id: seedId(`user:${spec.key}`),
  username: spec.username,
  displayName: `${spec.firstName} ${spec.lastName}`,
  firstName: spec.firstName,
  lastName: spec.lastName,
  individualAccountKey: `individual:${spec.key}`,
  roles: spec.roles,
  flags: spec.flags,
}));

/** Institutions taking part in EBA. */
export const DEMO_EBA_PARTICIPANTS: readonly string[] = ['demouniv'];

/** Community collections per account key (the Collections Usage dashboard lists them). */
export const DEMO_COLLECTIONS: ReadonlyArray<{ id: string; title: string; accountKeys: readonly string[] }> = [
  { id: seedId('collection:demouniv-archives'), title: 'Demo University Archives', accountKeys: ['demouniv'] },
  { id: seedId('collection:demouniv-maps'), title: 'Historic Maps of the Upper Valley', accountKeys: ['demouniv'] },
  { id: seedId('collection:demouniv-theses'), title: 'Demo University Theses and Dissertations', accountKeys: ['demouniv'] },
];

const accountsByKey = new Map(DEMO_ACCOUNTS.map((candidate) => [candidate.key, candidate]));

export function demoAccountByKey(key: string): DemoAccount {
  const found = accountsByKey.get(key);
  if (!found) throw new Error(`Unknown demo account ${key}`);
  return found;
}
