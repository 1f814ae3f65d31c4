import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, TEST_SCRYPT_PARAMS } from '../../auth/passwords.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';
import type { Queryable } from '../connection.ts';
import { generateCatalogue, isbn13CheckDigit, issnCheckDigit, isValidIsbn13, isValidIssn } from './catalogue.ts';
import { seedDemoData } from './index.ts';
import { ARTSTOR_LAST_DAY, generateUsage, USAGE_START } from './usage.ts';

/** A short demo history (2024-06-03 to 2024-09-15) keeps the two seeds below quick. */
const SHORT_NOW = new Date('2024-09-16T06:00:00Z');
const SHORT_LAST_DAY = '2024-09-15';

async function seededWith(now: Date): Promise<TestDatabase> {
  const test = await createTestDatabase({ seed: false });
  await seedDemoData(
    test.db,
    { production: false, demoData: true },
    { hashPassword: (password) => hashPassword(password, TEST_SCRYPT_PARAMS), now: () => now },
  );
  return test;
}

/** Per account, platform and metric: rows, sum, first and last day, and a digest of every row. */
async function fingerprint(db: Queryable) {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT a.code, e.platform, e.metric, count(*)::int AS rows, sum(e.count)::int AS total, min(e.day)::text AS first_day, max(e.day)::text AS last_day,
            md5(string_agg(e.day::text || ':' || e.title_id || ':' || e.count, ',' ORDER BY e.day, e.title_id)) AS digest
       FROM usage_events e JOIN accounts a ON a.id = e.account_id
      GROUP BY a.code, e.platform, e.metric ORDER BY a.code, e.platform, e.metric`,
  );
  return rows;
}

let first: TestDatabase;
let second: TestDatabase;
let full: TestDatabase;
beforeAll(async () => {
  [first, second, full] = await Promise.all([seededWith(SHORT_NOW), seededWith(SHORT_NOW), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close(), full.close()]);
});

describe('demo catalogue', () => {
  it('has a few hundred journals and books with valid, unique ISSNs and ISBN-13s, some open access, a share owned by Demo Press', () => {
    const catalogue = generateCatalogue();
    expect(catalogue.filter((title) => title.kind === 'journal').length).toBe(240);
    expect(catalogue.filter((title) => title.kind === 'book').length).toBe(160);
    expect(
      catalogue.every((title) =>
        title.kind === 'journal'
          ? isValidIssn(title.issn ?? '') && title.isbn === null
          : isValidIsbn13(title.isbn ?? '') && title.issn === null,
      ),
    ).toBe(true);
    expect(new Set(catalogue.map((title) => title.issn ?? title.isbn)).size).toBe(400);
    expect(new Set(catalogue.map((title) => title.title)).size).toBe(400);
    const openAccess = catalogue.filter((title) => title.accessType === 'open_access').length;
    expect(openAccess).toBeGreaterThan(30);
    expect(openAccess).toBeLessThan(120);
    const press = catalogue.filter((title) => title.demoPress).length;
    expect(press).toBeGreaterThan(60);
    expect(press).toBeLessThan(150);
    expect(generateCatalogue()).toEqual(catalogue);
  });

  it('computes check digits like the standards (and the database) do', () => {
    expect(isValidIssn('0378-5955')).toBe(true);
    expect(isValidIssn('2049-3630')).toBe(true);
    expect(isValidIssn('0378-5954')).toBe(false);
    expect(isValidIsbn13('9780306406157')).toBe(true);
    expect(isValidIsbn13('9780306406158')).toBe(false);
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{7}$/),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 9 }),
        (digits, position, delta) => {
          const issn = `${digits.slice(0, 4)}-${digits.slice(4)}${issnCheckDigit(digits)}`;
          expect(isValidIssn(issn)).toBe(true);
          // Any single wrong digit is caught.
          const typo = digits.slice(0, position) + String((Number(digits[position]) + delta) % 10) + digits.slice(position + 1);
          expect(isValidIssn(`${typo.slice(0, 4)}-${typo.slice(4)}${issnCheckDigit(digits)}`)).toBe(false);
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{9}$/),
        fc.integer({ min: 3, max: 11 }),
        fc.integer({ min: 1, max: 9 }),
        (digits, position, delta) => {
          const first12 = `978${digits}`;
          expect(isValidIsbn13(`${first12}${isbn13CheckDigit(first12)}`)).toBe(true);
          const typo = first12.slice(0, position) + String((Number(first12[position]) + delta) % 10) + first12.slice(position + 1);
          expect(isValidIsbn13(`${typo}${isbn13CheckDigit(first12)}`)).toBe(false);
        },
      ),
    );
  });

  it('is guarded by the database: bad check digits, counts, platforms and metrics are refused', async () => {
    const db = first.db;
    const title = (kind: string, issn: string | null, isbn: string | null) =>
      db.query(
        `INSERT INTO titles (kind, title, issn, isbn, access_type, url) VALUES ($1, 'T', $2, $3, 'licensed', 'https://x.example.org/t')`,
        [kind, issn, isbn],
      );
    await expect(title('journal', '0378-5954', null)).rejects.toThrow();
    await expect(title('journal', 'abcd-efgh', null)).rejects.toThrow();
    await expect(title('book', null, '9780306406158')).rejects.toThrow();
    await expect(title('book', '0378-5955', '9780306406157')).rejects.toThrow();
    const { rows } = await db.query<{ ok: boolean }>(
      `SELECT issn_is_valid('0378-5955') AND isbn13_is_valid('9780306406157') AND NOT issn_is_valid('X') AS ok`,
    );
    expect(rows[0]?.ok).toBe(true);
    const event = (platform: string, metric: string, count: number) =>
      db.query(
        `INSERT INTO usage_events (account_id, day, title_id, platform, metric, count)
         SELECT (SELECT id FROM accounts WHERE code = 'demouniv'), DATE '2030-01-01', 1, $1, $2, $3`,
        [platform, metric, count],
      );
    await expect(event('jstor', 'view', 0)).rejects.toThrow();
    await expect(event('other', 'view', 1)).rejects.toThrow();
    await expect(event('jstor', 'search', 1)).rejects.toThrow();
  });
});

describe('demo usage seed', () => {
  it('is deterministic: two seeds with the same "today" give identical rows and sums', async () => {
    const [a, b] = await Promise.all([fingerprint(first.db), fingerprint(second.db)]);
    expect(a.length).toBeGreaterThan(20);
    expect(b).toEqual(a);
  });

  it('runs from 2024-06-03 through the last full day before "today"; artstor ends on 2024-07-31', async () => {
    const { rows } = await first.db.query<{ platform: string; first_day: string; last_day: string }>(
      `SELECT platform, min(day)::text AS first_day, max(day)::text AS last_day FROM usage_events GROUP BY platform ORDER BY platform`,
    );
    expect(rows).toEqual([
      { platform: 'artstor', first_day: USAGE_START, last_day: ARTSTOR_LAST_DAY },
      { platform: 'jstor', first_day: USAGE_START, last_day: SHORT_LAST_DAY },
    ]);
  });

  it('gives each demo account its kind of usage', async () => {
    const { rows } = await full.db.query<{ code: string; platforms: string[]; rows: number; last_day: string }>(
      `SELECT a.code, array_agg(DISTINCT e.platform ORDER BY e.platform) AS platforms, count(*)::int AS rows, max(e.day)::text AS last_day
         FROM usage_events e JOIN accounts a ON a.id = e.account_id GROUP BY a.code`,
    );
    const byCode = new Map(rows.map((row) => [row.code, row]));
    expect(byCode.has('basicinst')).toBe(false);
    expect(byCode.has('demopress')).toBe(false);
    expect(byCode.get('democoll')).toMatchObject({ platforms: ['artstor'], last_day: ARTSTOR_LAST_DAY });
    expect(byCode.get('demouniv')?.platforms).toEqual(['artstor', 'jstor']);
    expect(byCode.get('democons')?.rows).toBeGreaterThan(0);
    // Demo University is the heavy user; the consortium and its 12 members light; agency readers of Demo Press abroad.
    const university = byCode.get('demouniv')?.rows ?? 0;
    expect(rows.filter((row) => row.code !== 'demouniv').every((row) => row.rows < university / 2)).toBe(true);
    const { rows: members } = await full.db.query<{ count: number }>(
      `SELECT count(DISTINCT e.account_id)::int AS count FROM usage_events e JOIN accounts a ON a.id = e.account_id JOIN accounts p ON p.id = a.parent_id WHERE p.code = 'democons'`,
    );
    expect(members[0]?.count).toBe(12);
    const { rows: countries } = await full.db.query<{ count: number }>(
      `SELECT count(DISTINCT a.country_code)::int AS count FROM usage_events e JOIN titles t ON t.id = e.title_id JOIN accounts a ON a.id = e.account_id
        WHERE t.publisher_account_id = (SELECT id FROM accounts WHERE code = 'demopress')`,
    );
    expect(countries[0]?.count).toBeGreaterThanOrEqual(10);
  });

  it('denies access only to titles the institution does not license, and only licensed titles', async () => {
    const { rows } = await full.db.query<{ clashes: number; open_denials: number }>(
      `SELECT (SELECT count(*)::int FROM (
                 SELECT account_id, title_id FROM usage_events GROUP BY account_id, title_id
                 HAVING bool_or(metric = 'access_denied') AND bool_or(metric <> 'access_denied')) AS both_ways) AS clashes,
              (SELECT count(*)::int FROM usage_events e JOIN titles t ON t.id = e.title_id
                WHERE e.metric = 'access_denied' AND t.access_type = 'open_access') AS open_denials`,
    );
    expect(rows[0]).toEqual({ clashes: 0, open_denials: 0 });
  });

  it('follows the week and the academic year', () => {
    const usage = generateUsage(SHORT_LAST_DAY);
    const perDay = new Map<string, number>();
    usage.days.forEach((day, index) => perDay.set(day, (perDay.get(day) ?? 0) + (usage.counts[index] ?? 0)));
    const total = (days: string[]) => days.reduce((sum, day) => sum + (perDay.get(day) ?? 0), 0);
    // Term (September) is busier than summer (July); weekdays busier than weekends.
    expect(total(['2024-09-09', '2024-09-10', '2024-09-11'])).toBeGreaterThan(total(['2024-07-08', '2024-07-09', '2024-07-10']));
    expect(total(['2024-09-09', '2024-09-10'])).toBeGreaterThan(total(['2024-09-14', '2024-09-15']));
  });

  it('depends only on the day: a longer history repeats the shorter one day for day', () => {
    const key = (usage: ReturnType<typeof generateUsage>, index: number) =>
      `${usage.accountIds[index]}|${usage.days[index]}|${usage.titleIndexes[index]}|${usage.platforms[index]}|${usage.metrics[index]}|${usage.counts[index]}`;
    const short = generateUsage('2024-06-20');
    const long = generateUsage('2024-07-10');
    const longKeys = new Set(long.days.map((_, index) => key(long, index)));
    expect(short.days.length).toBeGreaterThan(500);
    expect(short.days.every((_, index) => longKeys.has(key(short, index)))).toBe(true);
    expect(long.days.filter((day) => day <= '2024-06-20').length).toBe(short.days.length);
  });
});
