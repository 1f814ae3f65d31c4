import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, startGateway, type TestClient, type TestGateway } from '../../testing/http.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';
import {
  expectedCategories,
  expectedPublisherPeriods,
  expectedTrends,
  FIXTURE_END,
  FIXTURE_NOW,
  HOMEPAGE,
  installFixtures,
  type Fixtures,
} from '../../testing/usage-fixtures.ts';

let test: TestDatabase;
let gateway: TestGateway;
let fixtures: Fixtures;

beforeAll(async () => {
  test = await createTestDatabase();
  fixtures = await installFixtures(test.db);
  gateway = await startGateway(test.db, { now: () => FIXTURE_NOW });
});
afterAll(async () => {
  await gateway.close();
  await test.close();
});

const TRENDS = `query Trends($siteCode: String!) {
  crossPlatformUsageTrends(siteCode: $siteCode, timeframe: WEEKLY) { siteCode usageTrends { weekStarting platform usageCount } }
}`;

interface UsagePeriodShape {
  startDate: string;
  endDate: string;
  uniqueTitleCount: number;
  totalItemRequests: number;
  views: number;
  downloads: number;
  accessDenied: number;
  itemizedBookUsage: unknown[];
  itemizedJournalUsage: unknown[];
  weeklyUsages: Array<{ periodStarting: string; usageCount: number }>;
  monthlyUsages: Array<{ periodStarting: string; usageCount: number }>;
}
type CategoryShape = { key: string; label: string } & Record<'pastFourWeeks' | 'pastSixMonths' | 'pastTwelveMonths', UsagePeriodShape>;
interface HomeData {
  homepageSummaryV2: {
    siteCode: string;
    generatedAt: string;
    dataThrough: string;
    institution: { downloads: Array<{ timeframe: string; url: string }>; categories: CategoryShape[] } | null;
    publisher: ({ generation: { createdDate: string } } & Record<string, unknown>) | null;
  };
}

async function signedIn(username: string, target: TestGateway = gateway): Promise<TestClient> {
  const client = target.client();
  expect(await client.login(username)).toMatchObject({ success: true });
  return client;
}

async function home(client: TestClient, siteCode: string, accountType: string) {
  return (await client.data<HomeData>(HOMEPAGE, { siteCode, accountType })).homepageSummaryV2;
}

const members = [
  'northfieldsu',
  'riverbendcc',
  'lakeshorecad',
  'eastgatets',
  'pineridgeu',
  'harborviewmc',
  'westbrookpi',
  'maplevalleyc',
  'summitlaw',
  'clearwaterpl',
  'stbrendans',
  'granitehillsu',
];

describe('homepageSummaryV2 for an institution', () => {
  it('equals sums over the fixture rows in every field of every period and category', async () => {
    const summary = await home(await signedIn('librarian@demo.edu'), 'demouniv', 'institution');
    expect(summary.siteCode).toBe('demouniv');
    expect(summary.generatedAt).toBe(FIXTURE_NOW.toISOString());
    expect(summary.dataThrough).toBe(FIXTURE_END);
    expect(summary.publisher).toBeNull();
    expect(summary.institution?.categories).toEqual(expectedCategories(fixtures, ['demouniv'], FIXTURE_END));
    expect(summary.institution?.downloads).toEqual([
      { timeframe: 'PAST_FOUR_WEEKS', url: '/ui/data-fetch/downloads/homepage/demouniv/past-4-weeks.xlsx' },
      { timeframe: 'PAST_SIX_MONTHS', url: '/ui/data-fetch/downloads/homepage/demouniv/past-6-months.xlsx' },
      { timeframe: 'PAST_TWELVE_MONTHS', url: '/ui/data-fetch/downloads/homepage/demouniv/past-12-months.xlsx' },
    ]);
  });

  it('fixtures exercise what they should: full top lists, ties, changes both ways, denials', async () => {
    const [licensed, , denied] = expectedCategories(fixtures, ['demouniv'], FIXTURE_END);
    expect(licensed?.pastFourWeeks.itemizedJournalUsage).toHaveLength(10);
    expect(licensed?.pastFourWeeks.itemizedBookUsage).toHaveLength(10);
    expect(licensed?.pastFourWeeks.uniqueJournalCount).toBeGreaterThan(10);
    const changes = [licensed?.pastFourWeeks, licensed?.pastSixMonths, licensed?.pastTwelveMonths].flatMap((period) =>
      [...(period?.itemizedJournalUsage ?? []), ...(period?.itemizedBookUsage ?? [])].map((title) => title.usageChange),
    );
    expect(changes.some((change) => change > 0) && changes.some((change) => change < 0)).toBe(true);
    expect(denied?.pastSixMonths.accessDenied).toBeGreaterThan(0);
    const counts = licensed?.pastTwelveMonths.itemizedBookUsage.map((title) => title.usageCount) ?? [];
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('has the period boundaries of a dashboard whose last full day is Tuesday 2025-03-11', async () => {
    const summary = await home(await signedIn('librarian@demo.edu'), 'DemoUniv', 'institution');
    expect(summary.siteCode).toBe('demouniv');
    for (const category of summary.institution?.categories ?? []) {
      const { pastFourWeeks: four, pastSixMonths: six, pastTwelveMonths: twelve } = category;
      expect([four.startDate, four.endDate]).toEqual(['2025-02-12', '2025-03-11']);
      expect(four.weeklyUsages.map((point) => point.periodStarting)).toEqual(['2025-02-17', '2025-02-24', '2025-03-03', '2025-03-10']);
      expect(four.monthlyUsages.map((point) => point.periodStarting)).toEqual(['2025-02-01', '2025-03-01']);
      expect([six.startDate, six.endDate]).toEqual(['2024-09-11', '2025-03-11']);
      expect(six.weeklyUsages).toHaveLength(26);
      expect(six.weeklyUsages[0]?.periodStarting).toBe('2024-09-16');
      expect(six.monthlyUsages.map((point) => point.periodStarting)).toEqual([
        '2024-09-01',
        '2024-10-01',
        '2024-11-01',
        '2024-12-01',
        '2025-01-01',
        '2025-02-01',
        '2025-03-01',
      ]);
      expect([twelve.startDate, twelve.endDate]).toEqual(['2024-03-13', '2025-03-11']);
      expect(twelve.weeklyUsages).toHaveLength(52);
      expect(twelve.weeklyUsages[0]?.periodStarting).toBe('2024-03-18');
      expect(twelve.weeklyUsages[51]?.periodStarting).toBe('2025-03-10');
      expect(twelve.monthlyUsages).toHaveLength(13);
      // Months cover the whole period; weeks leave out the days before the first Monday.
      for (const period of [four, six, twelve]) {
        const monthly = period.monthlyUsages.reduce((total, point) => total + point.usageCount, 0);
        const weekly = period.weeklyUsages.reduce((total, point) => total + point.usageCount, 0);
        expect(monthly).toBe(period.totalItemRequests);
        expect(weekly).toBeLessThanOrEqual(period.totalItemRequests);
      }
      expect(four.totalItemRequests).toBe(category.key === 'access_denied' ? four.accessDenied : four.views + four.downloads);
    }
  });

  it('fills zeros: Basic Institute has no usage and gets every point at 0 and empty lists', async () => {
    const summary = await home(await signedIn('basic@demo.edu'), 'basicinst', 'institution');
    const categories = summary.institution?.categories ?? [];
    expect(categories.map((category) => category.key)).toEqual(['licensed', 'open_access', 'access_denied']);
    expect(categories).toEqual(expectedCategories(fixtures, ['basicinst'], FIXTURE_END));
    for (const category of categories) {
      for (const [field, weeks] of [
        ['pastFourWeeks', 4],
        ['pastSixMonths', 26],
        ['pastTwelveMonths', 52],
      ] as const) {
        const period = category[field];
        expect(period).toMatchObject({
          uniqueTitleCount: 0,
          totalItemRequests: 0,
          views: 0,
          downloads: 0,
          accessDenied: 0,
          itemizedBookUsage: [],
          itemizedJournalUsage: [],
        });
        expect(period.weeklyUsages).toHaveLength(weeks);
        expect(period.weeklyUsages.every((point) => point.usageCount === 0)).toBe(true);
        expect(period.monthlyUsages.every((point) => point.usageCount === 0)).toBe(true);
      }
    }
  });

  it('shows Demo College its own usage only', async () => {
    const summary = await home(await signedIn('librarian@demo.edu'), 'democoll', 'institution');
    expect(summary.institution?.categories).toEqual(expectedCategories(fixtures, ['democoll'], FIXTURE_END));
  });

  it('lets an agent administrator see a child institution', async () => {
    const child = fixtures.events.find((event) => !['demouniv', 'democoll', 'democons', ...members].includes(event.code))?.code ?? '';
    const summary = await home(await signedIn('agent@demo.edu'), child, 'institution');
    expect(summary.institution?.categories).toEqual(expectedCategories(fixtures, [child], FIXTURE_END));
  });
});

describe('homepageSummaryV2 for a consortium', () => {
  it('aggregates the consortium and its twelve members, no one else', async () => {
    const summary = await home(await signedIn('consortium@demo.edu'), 'democons', 'consortium');
    const expected = expectedCategories(fixtures, ['democons', ...members], FIXTURE_END);
    expect(summary.institution?.categories).toEqual(expected);
    // The members' rows do count: the consortium alone has less.
    expect(expected[0]?.pastTwelveMonths.totalItemRequests).toBeGreaterThan(
      expectedCategories(fixtures, ['democons'], FIXTURE_END)[0]?.pastTwelveMonths.totalItemRequests ?? 0,
    );
  });

  it('is refused (FORBIDDEN, saying why) without flag enable_consortium_homepage', async () => {
    const client = await signedIn('consortium@demo.edu');
    await test.db.query(
      `UPDATE user_flags SET enabled = false WHERE flag = 'enable_consortium_homepage' AND user_id = (SELECT id FROM users WHERE username = 'consortium@demo.edu')`,
    );
    try {
      const response = await client.gql(HOMEPAGE, { siteCode: 'democons', accountType: 'consortium' });
      expect(errorCode(response)).toBe('FORBIDDEN');
      expect(response.body.errors?.[0]?.message).toMatch(/enable_consortium_homepage/);
    } finally {
      await test.db.query(
        `UPDATE user_flags SET enabled = true WHERE flag = 'enable_consortium_homepage' AND user_id = (SELECT id FROM users WHERE username = 'consortium@demo.edu')`,
      );
    }
    expect((await home(client, 'democons', 'consortium')).institution).not.toBeNull();
  });

  it('lets the consortium administrator open a member dashboard (members only)', async () => {
    const summary = await home(await signedIn('consortium@demo.edu'), 'lakeshorecad', 'institution');
    expect(summary.institution?.categories).toEqual(expectedCategories(fixtures, ['lakeshorecad'], FIXTURE_END));
  });
});

describe('homepageSummaryV2 refusals', () => {
  it.each([
    ['basic@demo.edu', 'demouniv'],
    ['librarian@demo.edu', 'basicinst'],
    ['librarian@demo.edu', 'democons'],
    ['librarian@demo.edu', 'demopress'],
    ['consortium@demo.edu', 'demouniv'],
    ['publisher@demo.org', 'demouniv'],
    ['librarian@demo.edu', 'nosuchsite'],
  ])('refuses %s on %s (FORBIDDEN, whatever the accountType)', async (username, siteCode) => {
    const client = await signedIn(username);
    for (const accountType of ['institution', 'consortium', 'publisher']) {
      expect(errorCode(await client.gql(HOMEPAGE, { siteCode, accountType }))).toBe('FORBIDDEN');
    }
    expect(errorCode(await client.gql(TRENDS, { siteCode }))).toBe('FORBIDDEN');
  });

  it('refuses anonymous sessions (UNAUTHENTICATED)', async () => {
    const client = gateway.client();
    await client.data('mutation { createSession { uuid } }');
    expect(errorCode(await client.gql(HOMEPAGE, { siteCode: 'demouniv', accountType: 'institution' }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await client.gql(TRENDS, { siteCode: 'demouniv' }))).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['librarian@demo.edu', 'demouniv', 'consortium'],
    ['librarian@demo.edu', 'demouniv', 'Institution'],
    ['librarian@demo.edu', 'demouniv', 'publisher'],
    ['librarian@demo.edu', 'demouniv', ''],
    ['consortium@demo.edu', 'democons', 'institution'],
    ['publisher@demo.org', 'demopress', 'institution'],
  ])('refuses %s on %s with accountType "%s" (BAD_USER_INPUT)', async (username, siteCode, accountType) => {
    const response = await (await signedIn(username)).gql(HOMEPAGE, { siteCode, accountType });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
  });
});

describe('homepageSummaryV2 for a publisher', () => {
  it('gives top institutions, countries and items of Demo Press titles as of the last Monday 08:00 UTC refresh', async () => {
    const summary = await home(await signedIn('publisher@demo.org'), 'demopress', 'publisher');
    expect(summary.institution).toBeNull();
    expect(summary.generatedAt).toBe(FIXTURE_NOW.toISOString());
    // Wednesday 2025-03-12 10:00: refreshed Monday 2025-03-10 08:00, with usage through Sunday.
    expect(summary.publisher?.generation.createdDate).toBe('2025-03-10T08:00:00.000Z');
    expect(summary.dataThrough).toBe('2025-03-09');
    const { rows } = await test.db.query<{ code: string; name: string; country_code: string | null }>(
      'SELECT code, name, country_code FROM accounts WHERE code IS NOT NULL',
    );
    const accounts = new Map(rows.map((row) => [row.code, { name: row.name, country: row.country_code }]));
    const expected = expectedPublisherPeriods(fixtures, accounts, '2025-03-09');
    expect(summary.publisher).toEqual({ generation: { createdDate: '2025-03-10T08:00:00.000Z' }, ...expected });
    const year = expected.pastTwelveMonths as { usageCountries: Array<{ name: string }>; usageItems: Array<{ accessType: string }> };
    expect(year.usageCountries.map((country) => country.name)).toEqual(
      expect.arrayContaining(['United States', 'Canada', 'United Kingdom', 'Germany']),
    );
    expect(new Set(year.usageItems.map((item) => item.accessType))).toEqual(new Set(['Paid', 'Open Access']));
  });

  it.each([
    ['2025-03-10T08:00:00.000Z', '2025-03-10T08:00:00.000Z', '2025-03-09'],
    ['2025-03-10T07:59:59.999Z', '2025-03-03T08:00:00.000Z', '2025-03-02'],
    ['2025-03-16T23:59:59.000Z', '2025-03-10T08:00:00.000Z', '2025-03-09'],
  ])('at %s shows the refresh of %s (data through %s)', async (now, createdDate, dataThrough) => {
    const other = await startGateway(test.db, { now: () => new Date(now) });
    try {
      const summary = await home(await signedIn('publisher@demo.org', other), 'demopress', 'publisher');
      expect(summary.publisher?.generation.createdDate).toBe(createdDate);
      expect(summary.dataThrough).toBe(dataThrough);
    } finally {
      await other.close();
    }
  });
});

describe('crossPlatformUsageTrends', () => {
  it('sums views and downloads per Monday and platform over the whole history, oldest first', async () => {
    const client = await signedIn('librarian@demo.edu');
    const { crossPlatformUsageTrends } = await client.data<{ crossPlatformUsageTrends: { siteCode: string; usageTrends: unknown[] } }>(
      TRENDS,
      { siteCode: 'demouniv' },
    );
    expect(crossPlatformUsageTrends.siteCode).toBe('demouniv');
    const expected = expectedTrends(fixtures, ['demouniv'], FIXTURE_END);
    expect(crossPlatformUsageTrends.usageTrends).toEqual(expected);
    expect(new Set(expected.map((row) => row.platform))).toEqual(new Set(['jstor', 'artstor']));
  });

  it('covers a consortium with its members, and a publisher through its titles', async () => {
    const consortium = await signedIn('consortium@demo.edu');
    const { crossPlatformUsageTrends } = await consortium.data<{ crossPlatformUsageTrends: { usageTrends: unknown[] } }>(TRENDS, {
      siteCode: 'democons',
    });
    expect(crossPlatformUsageTrends.usageTrends).toEqual(expectedTrends(fixtures, ['democons', ...members], FIXTURE_END));

    const publisher = await signedIn('publisher@demo.org');
    const press = await publisher.data<{ crossPlatformUsageTrends: { usageTrends: unknown[] } }>(TRENDS, { siteCode: 'demopress' });
    const pressTitles = new Set(fixtures.titles.filter((title) => title.press).map((title) => title.id));
    const pressEvents = { events: fixtures.events.filter((event) => pressTitles.has(event.titleId)) };
    const codes = [...new Set(fixtures.events.map((event) => event.code))];
    expect(press.crossPlatformUsageTrends.usageTrends).toEqual(expectedTrends(pressEvents, codes, FIXTURE_END));
  });

  it('is empty for a site without usage', async () => {
    const { crossPlatformUsageTrends } = await (
      await signedIn('basic@demo.edu')
    ).data<{ crossPlatformUsageTrends: { usageTrends: unknown[] } }>(TRENDS, { siteCode: 'basicinst' });
    expect(crossPlatformUsageTrends.usageTrends).toEqual([]);
  });
});
