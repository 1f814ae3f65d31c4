import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, TEST_SCRYPT_PARAMS, verifyPassword } from '../../auth/passwords.ts';
import { FLAG_NAMES } from '../../modules/flags/flag-names.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';
import { migrate } from '../migrate.ts';
import { DEMO_ACCOUNTS, DEMO_USERS } from './demo-data.ts';
import { seedId } from './ids.ts';
import { seedDemoData, shouldSeed } from './index.ts';
import { generateInstitutions } from './institution-names.ts';

const context = { hashPassword: (password: string) => hashPassword(password, TEST_SCRYPT_PARAMS) };

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.close());

async function rows<T>(sql: string, params?: unknown[]): Promise<T[]> {
  return (await test.db.query<T>(sql, params)).rows;
}

async function rolesOf(username: string): Promise<Array<{ code: string | null; type: string; role: string }>> {
  return rows(
    `SELECT a.code, a.type, r.role FROM account_roles r JOIN accounts a ON a.id = r.account_id JOIN users u ON u.id = r.user_id
      WHERE u.username = $1 ORDER BY a.code, r.role`,
    [username],
  );
}

async function flagsOf(username: string): Promise<{ on: string[]; off: string[] }> {
  const list = await rows<{ flag: string; enabled: boolean }>(
    'SELECT f.flag, f.enabled FROM user_flags f JOIN users u ON u.id = f.user_id WHERE u.username = $1 ORDER BY f.flag',
    [username],
  );
  return { on: list.filter((row) => row.enabled).map((row) => row.flag), off: list.filter((row) => !row.enabled).map((row) => row.flag) };
}

async function childrenOf(code: string): Promise<Array<{ code: string; name: string; type: string }>> {
  return rows(`SELECT c.code, c.name, c.type FROM accounts c JOIN accounts p ON p.id = c.parent_id WHERE p.code = $1 ORDER BY c.code`, [
    code,
  ]);
}

const allButQa = [...FLAG_NAMES].filter((flag) => flag !== 'as_qa').sort();

describe('demo seed contract', () => {
  it('has exactly the eight demo users (the seven of the contract and the audit administrator), each with password "demo" and an individual account', async () => {
    const users = await rows<{ username: string; password_hash: string; display_name: string; type: string; email: string }>(
      `SELECT u.username, u.password_hash, u.display_name, u.email, a.type FROM users u JOIN accounts a ON a.id = u.individual_account_id ORDER BY u.username`,
    );
    expect(users.map((user) => user.username)).toEqual([
      'agent@demo.edu',
      'auditor@demo.edu',
      'basic@demo.edu',
      'consortium@demo.edu',
      'librarian@demo.edu',
      'publisher@demo.org',
      'reader@demo.edu',
      'staff@demo.org',
    ]);
    for (const user of users) {
      expect(user.type).toBe('individual');
      expect(user.display_name.length).toBeGreaterThan(0);
      expect(user.email).toBe(user.username);
      expect(await verifyPassword('demo', user.password_hash)).toBe(true);
      expect(await verifyPassword('Demo', user.password_hash)).toBe(false);
    }
    expect(new Set(users.map((user) => user.password_hash)).size).toBe(users.length);
    expect(users.find((user) => user.username === 'librarian@demo.edu')?.display_name).toBe('Demo Librarian');
  });

  it('librarian administers Demo University and Demo Visual Arts College, takes part in EBA for the university only', async () => {
    expect(await rolesOf('librarian@demo.edu')).toEqual([
      { code: 'democoll', type: 'institution', role: 'ADMINISTRATOR' },
      { code: 'demouniv', type: 'institution', role: 'ADMINISTRATOR' },
    ]);
    // The first account by name (the librarian's first view) is the university with the full dashboard.
    const names = await rows<{ code: string; name: string }>(
      `SELECT a.code, a.name FROM account_roles r JOIN accounts a ON a.id = r.account_id JOIN users u ON u.id = r.user_id
        WHERE u.username = 'librarian@demo.edu' ORDER BY a.name`,
    );
    expect(names).toEqual([
      { code: 'demouniv', name: 'Demo University' },
      { code: 'democoll', name: 'Demo Visual Arts College' },
    ]);
    const eba = await rows<{ code: string }>(
      'SELECT a.code FROM eba_participants e JOIN accounts a ON a.id = e.account_id ORDER BY a.code',
    );
    expect(eba).toEqual([{ code: 'demouniv' }]);
    expect(await flagsOf('librarian@demo.edu')).toEqual({ on: allButQa, off: ['as_qa'] });
  });

  it('basic administers Basic Institute only, with every flag off', async () => {
    expect(await rolesOf('basic@demo.edu')).toEqual([{ code: 'basicinst', type: 'institution', role: 'ADMINISTRATOR' }]);
    expect(await flagsOf('basic@demo.edu')).toEqual({ on: [], off: [...FLAG_NAMES].sort() });
  });

  it('consortium administers Demo Consortium with 12 child institutions', async () => {
    expect(await rolesOf('consortium@demo.edu')).toEqual([{ code: 'democons', type: 'consortium', role: 'ADMINISTRATOR' }]);
    const children = await childrenOf('democons');
    expect(children).toHaveLength(12);
    expect(new Set(children.map((child) => child.type))).toEqual(new Set(['institution']));
    expect(children.map((child) => child.name)).toContain('Northfield State University');
    expect(await flagsOf('consortium@demo.edu')).toEqual({ on: allButQa, off: ['as_qa'] });
  });

  it('publisher administers the publisher account Demo Press', async () => {
    expect(await rolesOf('publisher@demo.org')).toEqual([{ code: 'demopress', type: 'publisher', role: 'ADMINISTRATOR' }]);
    expect(await flagsOf('publisher@demo.org')).toEqual({ on: allButQa, off: ['as_qa'] });
  });

  it('staff hold ITHAKA_STAFF on their individual account and no admin profile', async () => {
    expect(await rolesOf('staff@demo.org')).toEqual([{ code: null, type: 'individual', role: 'ITHAKA_STAFF' }]);
    expect(await flagsOf('staff@demo.org')).toEqual({ on: allButQa, off: ['as_qa'] });
  });

  it('agent administers Demo Library Agency (ADMINISTRATOR and AGENT_ADMINISTRATOR) with 400 plausible children', async () => {
    expect(await rolesOf('agent@demo.edu')).toEqual([
      { code: 'demoagency', type: 'institution', role: 'ADMINISTRATOR' },
      { code: 'demoagency', type: 'institution', role: 'AGENT_ADMINISTRATOR' },
    ]);
    const [agency] = await rows<{ name: string; type: string }>(`SELECT name, type FROM accounts WHERE code = 'demoagency'`);
    expect(agency).toEqual({ name: 'Demo Library Agency', type: 'institution' });
    const children = await childrenOf('demoagency');
    expect(children).toHaveLength(400);
    expect(new Set(children.map((child) => child.code)).size).toBe(400);
    expect(new Set(children.map((child) => child.name)).size).toBe(400);
    for (const child of children) {
      expect(child.code).toMatch(/^[a-z]{4,30}$/);
      expect(child.name).toMatch(/^[A-Z][A-Za-z .']+$/);
      expect(child.type).toBe('institution');
    }
    expect(await flagsOf('agent@demo.edu')).toEqual({ on: allButQa, off: ['as_qa'] });
  });

  it('reader has an individual account, no role and no flag', async () => {
    expect(await rolesOf('reader@demo.edu')).toEqual([]);
    expect(await flagsOf('reader@demo.edu')).toEqual({ on: [], off: [] });
  });

  it('gives Demo University three community collections and the others none', async () => {
    const counts = await rows<{ code: string; count: number }>(
      `SELECT a.code, count(ac.collection_id)::int AS count FROM accounts a LEFT JOIN account_collections ac ON ac.account_id = a.id
        WHERE a.code IN ('demouniv', 'democoll', 'basicinst') GROUP BY a.code ORDER BY a.code`,
    );
    expect(counts).toEqual([
      { code: 'basicinst', count: 0 },
      { code: 'democoll', count: 0 },
      { code: 'demouniv', count: 3 },
    ]);
  });

  it('uses deterministic ids and codes', async () => {
    const [university] = await rows<{ id: string; external_id: string }>(`SELECT id, external_id FROM accounts WHERE code = 'demouniv'`);
    expect(university).toEqual({ id: seedId('account:demouniv'), external_id: '100001' });
    const [librarian] = await rows<{ id: string }>(`SELECT id FROM users WHERE username = 'librarian@demo.edu'`);
    expect(librarian?.id).toBe(seedId('user:librarian'));
    expect(seedId('x')).toBe(seedId('x'));
    expect(seedId('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(generateInstitutions(400)).toEqual(generateInstitutions(400));
    const codes = DEMO_ACCOUNTS.flatMap((account) => (account.code ? [account.code] : []));
    expect(new Set(codes).size).toBe(codes.length);
    expect(DEMO_USERS).toHaveLength(7);
  });

  it('renames Demo College of a database seeded before the rename (migration 0004), and nothing else', async () => {
    const fresh = await createTestDatabase();
    try {
      const { db } = fresh;
      // A database seeded with the old name, before 0004 existed; and a look-alike that is not the seeded record.
      await db.exec(`UPDATE accounts SET name = 'Demo College' WHERE code = 'democoll'`);
      await db.exec(`DELETE FROM schema_migrations WHERE name LIKE '0004_%'`);
      await db.query(
        `INSERT INTO accounts (id, code, name, type, external_id) VALUES ($1, 'democoll2', 'Demo College', 'institution', 'lookalike')`,
        [seedId('account:lookalike')],
      );
      expect((await migrate(db)).applied).toEqual(['0004_demo_visual_arts_college.sql']);
      const { rows: names } = await db.query<{ code: string; name: string }>(
        `SELECT code, name FROM accounts WHERE code LIKE 'democoll%' ORDER BY code`,
      );
      expect(names).toEqual([
        { code: 'democoll', name: 'Demo Visual Arts College' },
        { code: 'democoll2', name: 'Demo College' },
      ]);
    } finally {
      await fresh.close();
    }
  });

  it('does not run again on a database that has data', async () => {
    expect(await seedDemoData(test.db, { production: false, demoData: true }, context)).toBe(false);
    const [count] = await rows<{ count: number }>('SELECT count(*)::int AS count FROM users');
    expect(count?.count).toBe(8);
  });
});

describe('seed switches', () => {
  it('never seeds in production, nor with DEMO_DATA=off', async () => {
    expect(shouldSeed({ production: true, demoData: true })).toBe(false);
    expect(shouldSeed({ production: false, demoData: false })).toBe(false);
    expect(shouldSeed({ production: false, demoData: true })).toBe(true);
    const empty = await createTestDatabase({ seed: false });
    try {
      expect(await seedDemoData(empty.db, { production: true, demoData: true }, context)).toBe(false);
      expect(await seedDemoData(empty.db, { production: false, demoData: false }, context)).toBe(false);
      const { rows: counts } = await empty.db.query<{ count: number }>('SELECT count(*)::int AS count FROM accounts');
      expect(counts[0]?.count).toBe(0);
    } finally {
      await empty.close();
    }
  });
});
