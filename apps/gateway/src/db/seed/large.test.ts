import { describe, expect, it } from 'vitest';
import { hashPassword, TEST_SCRYPT_PARAMS } from '../../auth/passwords.ts';
import { createTestDatabase } from '../../testing/test-db.ts';
import { AGENCY_CHILD_COUNT, DEMO_ACCOUNTS } from './demo-data.ts';
import { seedDemoData } from './index.ts';
import { isLargeDemo, LARGE_DEMO, largeAgencyChildren } from './large.ts';
import { LARGE_SITE } from './users.ts';

describe('DEMO_DATA=large', () => {
  it('is chosen by DEMO_DATA=large only', () => {
    expect(isLargeDemo({ DEMO_DATA: 'large' })).toBe(true);
    expect(isLargeDemo({ DEMO_DATA: ' Large ' })).toBe(true);
    expect(isLargeDemo({ DEMO_DATA: 'on' })).toBe(false);
    expect(isLargeDemo({})).toBe(false);
  });

  it('adds agency children up to 5,000, with codes and names of their own', () => {
    const extra = largeAgencyChildren();
    expect(AGENCY_CHILD_COUNT + extra.length).toBe(LARGE_DEMO.agencyChildren);
    const demoCodes = new Set(DEMO_ACCOUNTS.map((account) => account.code));
    const codes = extra.map((child) => child.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.filter((code) => demoCodes.has(code) || code === LARGE_SITE.code)).toEqual([]);
    expect(new Set(extra.map((child) => child.name)).size).toBe(extra.length);
    expect(extra.at(-1)?.name).toMatch(/, [A-Z][a-z]+ Campus$/);
  });

  it('is the same list on every run (the seed is deterministic)', () => {
    expect(largeAgencyChildren(1_000)).toEqual(largeAgencyChildren().slice(0, 1_000 - AGENCY_CHILD_COUNT));
  });
});

describe('DEMO_DATA=large seeded', () => {
  it('leaves statistics on the 50,000 users, so a deep page of the list reads the e-mail index instead of sorting on disk', async () => {
    const empty = await createTestDatabase({ seed: false });
    try {
      const context = { hashPassword: (password: string) => hashPassword(password, TEST_SCRYPT_PARAMS), large: true };
      expect(await seedDemoData(empty.db, { production: false, demoData: true }, context)).toBe(true);
      const { rows } = await empty.db.query<{ tuples: number }>(
        "SELECT reltuples::int AS tuples FROM pg_class WHERE relname = 'paired_users' AND relkind = 'r'",
      );
      expect(rows[0]?.tuples).toBeGreaterThanOrEqual(LARGE_DEMO.siteUsers);
      const site = await empty.db.query<{ id: string }>('SELECT id FROM accounts WHERE code = $1', [LARGE_SITE.code]);
      // The page query of modules/users (page 1,000 of 25): the site's e-mails in order, past 24,975 of them.
      const plan = await empty.db.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT u.email FROM paired_users u WHERE u.account_id = $1 ORDER BY u.email COLLATE "C" OFFSET 24975 LIMIT 25`,
        [site.rows[0]?.id],
      );
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('paired_users_account_email_idx');
    } finally {
      await empty.close();
    }
  }, 120_000);
});
