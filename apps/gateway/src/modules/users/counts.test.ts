import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../db/seed/demo-data.ts';
import { seedId } from '../../db/seed/ids.ts';
import { seedLargeUserSite } from '../../db/seed/users.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';
import { addPairedUsers, countActiveUsers, listPairedUsers, setExpiration, type ListFilter } from './repository.ts';

// The counts kept by migration 0014's triggers (paired_user_counts) and the pages read with them, checked against
// counting the rows themselves after every kind of change, for every platform choice and the admin filter.

let test: TestDatabase;
// A first run builds the seeded template (slow on a loaded machine).
beforeAll(async () => {
  test = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await test.close();
});

const DAY_MS = 86_400_000;
const PLATFORM_CHOICES = [['jstor'], ['artstor'], ['jstor', 'artstor']] as const;
const librarianId = DEMO_USERS.find((user) => user.key === 'librarian')!.id;
const demoUniv = seedId('account:demouniv');

/** The counts recomputed from paired_users, to compare with the kept table (rows of zero users are removed). */
async function keptTableIsExact(): Promise<void> {
  const { rows: kept } = await test.db.query<{ key: string; users: number }>(
    `SELECT concat_ws('|', account_id, array_to_string(platforms, ','), is_admin, coalesce(expires_day::text, 'none')) AS key, users
       FROM paired_user_counts ORDER BY 1`,
  );
  const { rows: counted } = await test.db.query<{ key: string; users: number }>(
    `SELECT concat_ws('|', account_id, array_to_string(paired_user_platform_key(platforms), ','), is_admin,
                      coalesce(floor(extract(epoch FROM expires_at) / 86400)::text, 'none')) AS key, count(*)::int AS users
       FROM paired_users GROUP BY 1 ORDER BY 1`,
  );
  expect(kept).toEqual(counted);
}

/** What a filter should answer, by reading every matching row. */
async function counted(filter: Omit<ListFilter, 'offset' | 'limit'>): Promise<{ emails: string[]; active: number }> {
  const params: unknown[] = [filter.accountId, [...filter.platforms]];
  let where = 'account_id = $1 AND platforms && $2::text[]';
  if (filter.adminOnly) where += ' AND is_admin';
  if (filter.emailPrefix !== null) {
    params.push(filter.emailPrefix);
    where += ` AND left(email, length($3)) = $3`;
  }
  const { rows } = await test.db.query<{ email: string; expires_at: Date | string | null; is_admin: boolean }>(
    `SELECT email, expires_at, is_admin FROM paired_users WHERE ${where} ORDER BY email COLLATE "C"`,
    params,
  );
  const now = filter.now.getTime();
  const active = rows.filter((row) => (row.expires_at === null ? row.is_admin : new Date(row.expires_at).getTime() > now)).length;
  return { emails: rows.map((row) => row.email), active };
}

/** Every platform choice and admin filter of the account: totals, active counts and pages (from both ends) as counted. */
async function listsAreExact(accountId: string, now: Date, emailPrefix: string | null = null): Promise<void> {
  for (const platforms of PLATFORM_CHOICES) {
    for (const adminOnly of [false, true]) {
      const filter = { accountId, platforms, adminOnly, emailPrefix, now };
      const expected = await counted(filter);
      const unsearched = emailPrefix === null ? expected : await counted({ ...filter, emailPrefix: null });
      const label = `${accountId} ${platforms.join('+')} admins:${adminOnly} prefix:${emailPrefix}`;
      const total = expected.emails.length;
      const offsets = [...new Set([0, 7, Math.floor(total / 2), Math.max(0, total - 10), Math.max(0, total - 3), total + 5])];
      for (const offset of offsets) {
        const result = await listPairedUsers(test.db, { ...filter, offset, limit: 9 });
        expect(result.total, label).toBe(total);
        expect(result.active, label).toBe(unsearched.active);
        expect(
          result.users.map((user) => user.email),
          `${label} offset ${offset}`,
        ).toEqual(expected.emails.slice(offset, offset + 9));
      }
      if (!adminOnly && emailPrefix === null) expect(await countActiveUsers(test.db, accountId, platforms, now)).toBe(expected.active);
    }
  }
}

const ACCOUNTS = ['demouniv', 'democoll', 'basicinst', 'demopress'].map((code) => seedId(`account:${code}`));

describe('kept user counts (paired_user_counts)', () => {
  it('match the seeded users of every institution, for every platform choice and the admin filter', async () => {
    await keptTableIsExact();
    for (const accountId of ACCOUNTS) await listsAreExact(accountId, new Date());
  });

  it('stay exact after adding, re-inviting and granting admin', async () => {
    const now = new Date();
    await test.db.transaction((tx) =>
      addPairedUsers(tx, {
        accountId: demoUniv,
        actorUserId: librarianId,
        emails: ['count.new1@demo.edu', 'count.new2@demo.edu'],
        admin: false,
        now,
        expiresAt: new Date(now.getTime() + 365 * DAY_MS),
      }),
    );
    await keptTableIsExact();
    await listsAreExact(demoUniv, now);
    // Re-invite one and grant admin to both (the second call adds the role and removes the end of access).
    const outcome = await test.db.transaction((tx) =>
      addPairedUsers(tx, {
        accountId: demoUniv,
        actorUserId: librarianId,
        emails: ['count.new1@demo.edu', 'count.new2@demo.edu', 'count.admin@demo.edu'],
        admin: true,
        now,
        expiresAt: new Date(now.getTime() + 365 * DAY_MS),
      }),
    );
    expect(outcome.grantedAdmin).toEqual(['count.new1@demo.edu', 'count.new2@demo.edu']);
    await keptTableIsExact();
    await listsAreExact(demoUniv, now);
  });

  it('stay exact after expiring and extending, on one platform and on both', async () => {
    const now = new Date();
    const { rows } = await test.db.query<{ email: string }>(
      `SELECT email FROM paired_users WHERE account_id = $1 AND NOT is_admin ORDER BY email LIMIT 6`,
      [demoUniv],
    );
    const emails = rows.map((row) => row.email);
    const change = (action: 'extend' | 'expire', list: string[], platforms: string[], expiresAt: Date) =>
      test.db.transaction((tx) =>
        setExpiration(tx, { accountId: demoUniv, actorUserId: librarianId, emails: list, platforms, expiresAt, action }),
      );
    expect(await change('expire', emails.slice(0, 3), ['jstor', 'artstor'], now)).toHaveLength(3);
    await keptTableIsExact();
    await listsAreExact(demoUniv, new Date(now.getTime() + 1));
    expect(await change('extend', emails.slice(0, 2), ['jstor'], new Date(now.getTime() + 365 * DAY_MS))).toHaveLength(2);
    expect(await change('expire', emails.slice(3, 6), ['artstor'], now)).toHaveLength(3);
    // Expiring an admin ends their access too (the role stays).
    expect(await change('expire', ['count.admin@demo.edu'], ['jstor', 'artstor'], now)).toEqual(['count.admin@demo.edu']);
    await keptTableIsExact();
    await listsAreExact(demoUniv, new Date(now.getTime() + 1));
  });

  it('count an access ending later today as active until it ends', async () => {
    // Noon UTC of a day; one user ends at 13:00 and one ended at 11:00 the same day.
    const noon = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 12 * 3_600_000);
    await test.db.query(`UPDATE paired_users SET expires_at = $2 WHERE account_id = $1 AND email = 'count.new1@demo.edu'`, [
      demoUniv,
      null,
    ]);
    const { rows } = await test.db.query<{ email: string }>(
      `SELECT email FROM paired_users WHERE account_id = $1 AND NOT is_admin ORDER BY email DESC LIMIT 2`,
      [demoUniv],
    );
    await test.db.query(`UPDATE paired_users SET expires_at = $2 WHERE account_id = $1 AND email = $3`, [
      demoUniv,
      new Date(noon.getTime() + 3_600_000),
      rows[0]!.email,
    ]);
    await test.db.query(`UPDATE paired_users SET expires_at = $2 WHERE account_id = $1 AND email = $3`, [
      demoUniv,
      new Date(noon.getTime() - 3_600_000),
      rows[1]!.email,
    ]);
    await keptTableIsExact();
    for (const at of [noon, new Date(noon.getTime() + 2 * 3_600_000), new Date(noon.getTime() - 2 * 3_600_000)]) {
      await listsAreExact(demoUniv, at);
    }
  });

  it('stay exact when users have different platforms, and when users and institutions are deleted', async () => {
    const now = new Date();
    // A third of Demo University's users keep an artstor profile only, another third jstor only.
    await test.db.query(
      `UPDATE paired_users SET platforms = CASE WHEN ascii(substr(email, 2, 1)) % 3 = 0 THEN ARRAY['artstor'] ELSE ARRAY['jstor'] END
        WHERE account_id = $1 AND ascii(substr(email, 2, 1)) % 3 <> 2`,
      [demoUniv],
    );
    await keptTableIsExact();
    await listsAreExact(demoUniv, now);
    await listsAreExact(demoUniv, now, 'ada.');
    await test.db.query(`DELETE FROM paired_users WHERE account_id = $1 AND email LIKE 'count.%'`, [demoUniv]);
    await keptTableIsExact();
    await listsAreExact(demoUniv, now);

    const accountId = randomUUID();
    await test.db.query(
      `INSERT INTO accounts (id, code, name, type, external_id) VALUES ($1, 'counttest', 'Count Test', 'institution', '999777')`,
      [accountId],
    );
    await test.db.transaction((tx) =>
      addPairedUsers(tx, {
        accountId,
        actorUserId: librarianId,
        emails: ['a@count.test', 'b@count.test'],
        admin: false,
        now,
        expiresAt: new Date(now.getTime() + DAY_MS),
      }),
    );
    await keptTableIsExact();
    await test.db.query('DELETE FROM user_management_audit WHERE account_id = $1', [accountId]);
    await test.db.query('DELETE FROM accounts WHERE id = $1', [accountId]);
    await keptTableIsExact();
  });

  it('give exact search totals and pages past the direct count (more than 5,000 matches)', { timeout: 120_000 }, async () => {
    const now = new Date();
    const accountId = await test.db.transaction((tx) => seedLargeUserSite(tx, { count: 6000, now }));
    await test.db.transaction((tx) =>
      addPairedUsers(tx, {
        accountId,
        actorUserId: librarianId,
        emails: ['aaaa@state.demo.edu', 'user@state.demo.edu', 'usera@state.demo.edu', 'zzzz@state.demo.edu'],
        admin: false,
        now,
        expiresAt: new Date(now.getTime() + DAY_MS),
      }),
    );
    // Users outside the platforms make the count keep its platform condition.
    await test.db.query(`UPDATE paired_users SET platforms = ARRAY['artstor'] WHERE account_id = $1 AND email LIKE 'user0000%'`, [
      accountId,
    ]);
    await keptTableIsExact();
    for (const prefix of ['user0', 'user', 'none']) await listsAreExact(accountId, now, prefix);
    await listsAreExact(accountId, now);
  });
});
