import type { Queryable } from '../connection.ts';
import { DEMO_USERS, demoAccountByKey } from './demo-data.ts';
import { seedId } from './ids.ts';
import type { SeedContext } from './index.ts';
import { insertRows } from './insert.ts';
import { seededRandom } from './prng.ts';

/**
 * Paired users of the demo institutions (DESIGN.md "Demo data": Demo University has at least 60 in every
 * status). Extends seed/accounts-and-users.ts: the accounts and console users come from there; the paired
 * users are the institutions' end users, with one profile per platform.
 */

const DAY_MS = 86_400_000;

type Kind = 'active' | 'expiring' | 'invited' | 'expired' | 'invited-expired' | 'admin';

interface PairedSpec {
  email: string;
  kind: Kind;
  /** Days from now to the end of access (negative: ended). */
  days: number | null;
  roles: string[];
  /** Days since the last log in, or null for never. */
  lastLogin: number | null;
}

const FIRST = [
  'ada',
  'ben',
  'chloe',
  'dev',
  'elena',
  'farid',
  'grace',
  'hugo',
  'iris',
  'jon',
  'kemi',
  'liam',
  'maya',
  'noor',
  'omar',
  'priya',
];
const LAST = ['adams', 'baker', 'chen', 'diaz', 'evans', 'fischer', 'garcia', 'hughes', 'ito', 'jensen', 'khan', 'lopez'];

function name(index: number): string {
  return `${FIRST[index % FIRST.length]}.${LAST[Math.floor(index / FIRST.length) % LAST.length]}${index >= FIRST.length * LAST.length ? index : ''}`;
}

/** Demo University: 64 users (24 active, 6 expiring within 14 days, 12 invited, 14 expired, 2 invited past expiry, 6 admins). */
export function demoUniversityUsers(): PairedSpec[] {
  const random = seededRandom('paired-users:demouniv');
  const specs: PairedSpec[] = [];
  const add = (kind: Kind, count: number, days: () => number | null, roles: string[] = []) => {
    for (let i = 0; i < count; i += 1) {
      const index = specs.length;
      specs.push({
        email: `${name(index * 7)}@demo.edu`,
        kind,
        days: days(),
        roles,
        lastLogin: kind === 'invited' || kind === 'invited-expired' ? null : Math.floor(random() * 120),
      });
    }
  };
  add('active', 24, () => 30 + Math.floor(random() * 300));
  add('expiring', 6, () => 2 + Math.floor(random() * 10));
  add('invited', 12, () => 300 + Math.floor(random() * 60));
  add('expired', 14, () => -(1 + Math.floor(random() * 200)));
  add('invited-expired', 2, () => -(5 + Math.floor(random() * 30)));
  add('admin', 5, () => null, ['ADMINISTRATOR']);
  add('admin', 1, () => null, ['ARTSTOR_INS_ADMIN']);
  // The demo librarian is one of the admins (they administer Demo University in the console).
  specs[specs.length - 6] = { ...specs[specs.length - 6]!, email: 'librarian@demo.edu' };
  return specs;
}

function smallSite(code: string, domain: string, count: number): PairedSpec[] {
  const random = seededRandom(`paired-users:${code}`);
  return Array.from({ length: count }, (_, index) => {
    const kind: Kind = index === 0 ? 'admin' : index % 4 === 1 ? 'invited' : index % 4 === 2 ? 'expired' : 'active';
    return {
      email: `${name(index * 5 + 3)}@${domain}`,
      kind,
      days: kind === 'admin' ? null : kind === 'expired' ? -(1 + Math.floor(random() * 90)) : 20 + Math.floor(random() * 300),
      roles: kind === 'admin' ? ['ADMINISTRATOR'] : [],
      lastLogin: kind === 'invited' ? null : Math.floor(random() * 60),
    };
  });
}

interface SiteUsers {
  accountId: string;
  platforms: readonly string[];
  users: readonly PairedSpec[];
}

async function insertSite(tx: Queryable, site: SiteUsers, now: Date): Promise<void> {
  const at = (days: number | null) => (days === null ? null : new Date(now.getTime() + days * DAY_MS));
  const users = site.users.map((spec) => {
    const id = seedId(`paired:${site.accountId}:${spec.email}`);
    const invited = spec.kind === 'invited' || spec.kind === 'invited-expired';
    const lastLogin = spec.lastLogin === null ? null : at(-spec.lastLogin);
    return {
      row: [
        id,
        site.accountId,
        spec.email,
        invited ? 'INVITED' : 'ACTIVE',
        spec.roles,
        [...site.platforms],
        at(spec.days),
        lastLogin,
        at(spec.days === null ? -400 : spec.days - 365),
      ],
      profiles: site.platforms.map((platform) => [id, platform, spec.days === null || spec.days > 0, at(spec.days), lastLogin]),
    };
  });
  await insertRows(
    tx,
    'paired_users',
    ['id', 'account_id', 'email', 'status', 'roles', 'platforms', 'expires_at', 'last_authenticated_at', 'invited_at'],
    users.map((user) => user.row),
  );
  await insertRows(
    tx,
    'paired_user_profiles',
    ['paired_user_id', 'platform', 'active', 'expires_at', 'last_authenticated_at'],
    users.flatMap((user) => user.profiles),
  );
}

export async function seedPairedUsers(tx: Queryable, context: SeedContext): Promise<void> {
  const now = context.now?.() ?? new Date();
  const both = ['jstor', 'artstor'];
  await insertSite(tx, { accountId: demoAccountByKey('demouniv').id, platforms: both, users: demoUniversityUsers() }, now);
  // Licensed for artstor only (DESIGN.md), so its users have artstor profiles only.
  await insertSite(
    tx,
    { accountId: demoAccountByKey('democoll').id, platforms: ['artstor'], users: smallSite('democoll', 'demoarts.edu', 8) },
    now,
  );
  await insertSite(
    tx,
    { accountId: demoAccountByKey('basicinst').id, platforms: ['jstor'], users: smallSite('basicinst', 'basic.edu', 6) },
    now,
  );
  await insertSite(
    tx,
    { accountId: demoAccountByKey('demopress').id, platforms: ['jstor'], users: smallSite('demopress', 'authors.demo.org', 5) },
    now,
  );

  const large = largeSiteSize(process.env);
  if (large > 0) await seedLargeUserSite(tx, { count: large, now });
}

export const LARGE_SITE = { code: 'demolarge', name: 'Demo State University', externalId: '100099' } as const;

/**
 * DEMO_LARGE_SITE_USERS=50000 (read by the demo seed of an empty database): one more institution, Demo State
 * University (`demolarge`), administered by librarian@demo.edu, with that many paired users, for measuring the
 * user list at scale (bench/users.mjs makes the same site in a test database).
 */
export function largeSiteSize(env: NodeJS.ProcessEnv): number {
  const value = Number(env.DEMO_LARGE_SITE_USERS ?? '0');
  return Number.isInteger(value) && value > 0 ? Math.min(value, 200_000) : 0;
}

export async function seedLargeUserSite(tx: Queryable, { count, now }: { count: number; now: Date }): Promise<string> {
  const accountId = seedId(`account:${LARGE_SITE.code}`);
  await tx.query(
    `INSERT INTO accounts (id, code, name, type, external_id) VALUES ($1, $2, $3, 'institution', $4) ON CONFLICT (id) DO NOTHING`,
    [accountId, LARGE_SITE.code, LARGE_SITE.name, LARGE_SITE.externalId],
  );
  const librarian = DEMO_USERS.find((user) => user.key === 'librarian');
  if (librarian) {
    await tx.query(`INSERT INTO account_roles (user_id, account_id, role) VALUES ($1, $2, 'ADMINISTRATOR') ON CONFLICT DO NOTHING`, [
      librarian.id,
      accountId,
    ]);
  }
  const random = seededRandom('paired-users:demolarge');
  const users: PairedSpec[] = Array.from({ length: count }, (_, index) => {
    const roll = random();
    const kind: Kind = index % 500 === 0 ? 'admin' : roll < 0.6 ? 'active' : roll < 0.75 ? 'invited' : roll < 0.95 ? 'expired' : 'expiring';
    const days =
      kind === 'admin'
        ? null
        : kind === 'expired'
          ? -(1 + Math.floor(random() * 300))
          : kind === 'expiring'
            ? 5
            : 30 + Math.floor(random() * 330);
    return {
      email: `user${String(index).padStart(6, '0')}.${LAST[index % LAST.length]}@state.demo.edu`,
      kind,
      days,
      roles: kind === 'admin' ? ['ADMINISTRATOR'] : [],
      lastLogin: kind === 'invited' ? null : Math.floor(random() * 200),
    };
  });
  for (let start = 0; start < users.length; start += 10_000) {
    await insertSite(tx, { accountId, platforms: ['jstor', 'artstor'], users: users.slice(start, start + 10_000) }, now);
  }
  return accountId;
}
