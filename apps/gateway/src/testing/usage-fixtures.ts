import type { Queryable } from '../db/connection.ts';
import { isbn13CheckDigit, issnCheckDigit } from '../db/seed/catalogue.ts';
import { DEMO_ACCOUNTS } from '../db/seed/demo-data.ts';
import { insertRows } from '../db/seed/insert.ts';
import { mulberry32 } from '../db/seed/prng.ts';

/**
 * Small, known usage for the home dashboard tests, and an independent oracle: the expected dashboard
 * computed by summing the fixture rows in plain JavaScript (no SQL, no gateway date helpers).
 */

/** The fixed clock of the tests: a Wednesday, so the last full day is a Tuesday (weeks do not align). */
export const FIXTURE_NOW = new Date('2025-03-12T10:00:00Z');
export const FIXTURE_END = '2025-03-11';

/** Every field of homepageSummaryV2. */
export const HOMEPAGE = `query Home($siteCode: String!, $accountType: String!) {
  homepageSummaryV2(siteCode: $siteCode, accountType: $accountType) {
    siteCode generatedAt dataThrough
    institution {
      downloads { timeframe url }
      categories { key label pastFourWeeks { ...period } pastSixMonths { ...period } pastTwelveMonths { ...period } }
    }
    publisher {
      generation { createdDate }
      pastFourWeeks { ...publisherPeriod } pastSixMonths { ...publisherPeriod } pastTwelveMonths { ...publisherPeriod }
    }
  }
}
fragment period on UsagePeriod {
  startDate endDate uniqueTitleCount uniqueBookCount uniqueJournalCount totalItemRequests views downloads accessDenied
  itemizedBookUsage { uniqueTitle uniqueTitleUrl usageCount usageChange }
  itemizedJournalUsage { uniqueTitle uniqueTitleUrl usageCount usageChange }
  weeklyUsages { periodStarting usageCount }
  monthlyUsages { periodStarting usageCount }
}
fragment publisherPeriod on PublisherPeriod {
  startDate endDate
  usageInstitutions { name usageCount }
  usageCountries { name usageCount }
  usageItems { name link usageCount accessType }
}`;

export interface FixtureTitle {
  id: number;
  kind: 'journal' | 'book';
  title: string;
  identifier: string;
  accessType: 'licensed' | 'open_access';
  press: boolean;
  url: string;
}

export interface FixtureEvent {
  code: string;
  day: string;
  titleId: number;
  platform: 'jstor' | 'artstor';
  metric: 'view' | 'download' | 'access_denied';
  count: number;
}

const DAY_MS = 86_400_000;
export const toDay = (iso: string): number =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
export const fromDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const shift = (iso: string, days: number): string => fromDay(toDay(iso) + days);

function issn(seed: number): string {
  const first7 = String(1000000 + seed * 7919).slice(-7);
  return `${first7.slice(0, 4)}-${first7.slice(4)}${issnCheckDigit(first7)}`;
}

function isbn(seed: number): string {
  const first12 = `9781${String(10000000 + seed * 104729).slice(-8)}`;
  return `${first12}${isbn13CheckDigit(first12)}`;
}

/**
 * 13 licensed journals and 12 licensed books (more than a top 10), 3 open-access journals and 3 books; every
 * third title belongs to Demo Press. Names include a lower-case one and near-duplicates to pin the ordering.
 */
export function fixtureTitles(): FixtureTitle[] {
  const titles: FixtureTitle[] = [];
  const add = (kind: FixtureTitle['kind'], title: string, accessType: FixtureTitle['accessType']) => {
    const id = 1001 + titles.length;
    const identifier = kind === 'journal' ? issn(id) : isbn(id);
    titles.push({ id, kind, title, identifier, accessType, press: id % 3 === 0, url: `https://fixtures.example.org/${kind}/${id}` });
  };
  for (let index = 1; index <= 13; index += 1)
    add('journal', index === 13 ? 'annals of Fixtures' : `Journal of Fixtures ${String(index).padStart(2, '0')}`, 'licensed');
  for (let index = 1; index <= 12; index += 1)
    add('book', index === 12 ? 'Fixture Book 1' : `Fixture Book ${String(index).padStart(2, '0')}`, 'licensed');
  for (let index = 1; index <= 3; index += 1) add('journal', `Open Journal ${index}`, 'open_access');
  for (let index = 1; index <= 3; index += 1) add('book', `Open Book ${index}`, 'open_access');
  return titles;
}

function agencyInstitutionIn(country: string): string {
  const found = DEMO_ACCOUNTS.find((account) => account.parentKey === 'demoagency' && account.country === country);
  if (!found?.code) throw new Error(`No agency institution in ${country}`);
  return found.code;
}

/** Accounts that get fixture usage: Demo Consortium and three of its members (one Canadian), two agency institutions abroad. */
export const FIXTURE_ACCOUNTS: readonly string[] = [
  'demouniv',
  'democoll',
  'democons',
  'northfieldsu',
  'riverbendcc',
  'lakeshorecad',
  agencyInstitutionIn('GB'),
  agencyInstitutionIn('DE'),
];

/**
 * Usage rows: random days from before the previous twelve months to after the end (never shown), plus rows
 * on every period boundary. Deterministic.
 */
export function fixtureEvents(titles: readonly FixtureTitle[], accounts: readonly string[]): FixtureEvent[] {
  const random = mulberry32(20250311);
  const rows = new Map<string, FixtureEvent>();
  const add = (event: FixtureEvent) => {
    const key = `${event.code}|${event.day}|${event.titleId}|${event.platform}|${event.metric}`;
    const existing = rows.get(key);
    if (existing) existing.count += event.count;
    else rows.set(key, { ...event });
  };
  const pickTitle = () => titles[Math.floor(random() * titles.length)] as FixtureTitle;
  const pickMetric = (): FixtureEvent['metric'] => {
    const roll = random();
    return roll < 0.55 ? 'view' : roll < 0.85 ? 'download' : 'access_denied';
  };
  const end = toDay(FIXTURE_END);
  for (const code of accounts) {
    const heavy = code === 'demouniv';
    const total = heavy ? 700 : 90;
    for (let index = 0; index < total; index += 1) {
      // Half the rows in the last 8 weeks, so the short period has full top lists.
      const back = random() < 0.5 ? Math.floor(random() * 56) : Math.floor(random() * 760);
      const day = fromDay(end + 3 - back);
      add({
        code,
        day,
        titleId: pickTitle().id,
        platform: random() < 0.2 ? 'artstor' : 'jstor',
        metric: pickMetric(),
        count: 1 + Math.floor(random() * 9),
      });
    }
    // Both sides of every boundary: the ends, the period starts, the previous periods' starts.
    for (const weeks of [4, 26, 52]) {
      const start = end - weeks * 7 + 1;
      for (const day of [start - 1, start, start - weeks * 7, start - weeks * 7 - 1, end, end + 1]) {
        add({
          code,
          day: fromDay(day),
          titleId: pickTitle().id,
          platform: 'jstor',
          metric: pickMetric(),
          count: 1 + Math.floor(random() * 5),
        });
      }
    }
  }
  return [...rows.values()].sort((a, b) => (a.code + a.day).localeCompare(b.code + b.day) || a.titleId - b.titleId);
}

export interface Fixtures {
  titles: FixtureTitle[];
  events: FixtureEvent[];
  /** Account code to id. */
  accountIds: Map<string, string>;
}

/** Replaces the catalogue and all usage of a (seeded) test database with the fixtures. */
export async function installFixtures(db: Queryable): Promise<Fixtures> {
  const titles = fixtureTitles();
  const events = fixtureEvents(titles, FIXTURE_ACCOUNTS);
  const { rows } = await db.query<{ id: string; code: string }>('SELECT id, code FROM accounts WHERE code = ANY($1::text[])', [
    [...FIXTURE_ACCOUNTS, 'demopress'],
  ]);
  const accountIds = new Map(rows.map((row) => [row.code, row.id]));
  await db.exec('DELETE FROM usage_events; DELETE FROM titles;');
  await insertRows(
    db,
    'titles',
    ['id', 'kind', 'title', 'issn', 'isbn', 'publisher_account_id', 'access_type', 'url'],
    titles.map((title) => [
      title.id,
      title.kind,
      title.title,
      title.kind === 'journal' ? title.identifier : null,
      title.kind === 'book' ? title.identifier : null,
      title.press ? accountIds.get('demopress') : null,
      title.accessType,
      title.url,
    ]),
  );
  await insertRows(
    db,
    'usage_events',
    ['account_id', 'day', 'title_id', 'platform', 'metric', 'count'],
    events.map((event) => [accountIds.get(event.code), event.day, event.titleId, event.platform, event.metric, event.count]),
  );
  return { titles, events, accountIds };
}

// ---------------------------------------------------------------------------------------------------------
// The oracle.

const TIMEFRAMES = [
  { field: 'pastFourWeeks', weeks: 4 },
  { field: 'pastSixMonths', weeks: 26 },
  { field: 'pastTwelveMonths', weeks: 52 },
] as const;

const CATEGORY_LABELS = {
  licensed: 'Licensed or purchased titles',
  open_access: 'Open access titles',
  access_denied: 'Access denied titles',
} as const;

type CategoryKey = keyof typeof CATEGORY_LABELS;

const sum = (values: Iterable<number>): number => {
  let total = 0;
  for (const value of values) total += value;
  return total;
};

/** Code-unit order, which is what COLLATE "C" gives for these ASCII names. */
const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function mondayOnOrBefore(iso: string): string {
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return shift(iso, -((weekday + 6) % 7));
}

export interface ExpectedTitleUsage {
  uniqueTitle: string;
  uniqueTitleUrl: string;
  usageCount: number;
  usageChange: number;
}

export interface ExpectedPeriod {
  startDate: string;
  endDate: string;
  uniqueTitleCount: number;
  uniqueBookCount: number;
  uniqueJournalCount: number;
  totalItemRequests: number;
  views: number;
  downloads: number;
  accessDenied: number;
  itemizedBookUsage: ExpectedTitleUsage[];
  itemizedJournalUsage: ExpectedTitleUsage[];
  weeklyUsages: Array<{ periodStarting: string; usageCount: number }>;
  monthlyUsages: Array<{ periodStarting: string; usageCount: number }>;
}

export type ExpectedCategory = { key: CategoryKey; label: string } & Record<(typeof TIMEFRAMES)[number]['field'], ExpectedPeriod>;

/** The institution dashboard the gateway must return for usage of `codes`, ending on `end`. */
export function expectedCategories(
  fixtures: Pick<Fixtures, 'titles' | 'events'>,
  codes: readonly string[],
  end: string,
): ExpectedCategory[] {
  const titleById = new Map(fixtures.titles.map((title) => [title.id, title]));
  const scoped = fixtures.events.filter((event) => codes.includes(event.code));
  const categoryOf = (event: FixtureEvent): CategoryKey =>
    event.metric === 'access_denied' ? 'access_denied' : (titleById.get(event.titleId) as FixtureTitle).accessType;

  return (Object.keys(CATEGORY_LABELS) as CategoryKey[]).map((key) => {
    const mine = scoped.filter((event) => categoryOf(event) === key);
    const periods = Object.fromEntries(
      TIMEFRAMES.map(({ field, weeks }) => {
        const start = shift(end, 1 - weeks * 7);
        const previousStart = shift(start, -weeks * 7);
        const inPeriod = mine.filter((event) => event.day >= start && event.day <= end);
        const inPrevious = mine.filter((event) => event.day >= previousStart && event.day < start);
        const usageOf = (rows: FixtureEvent[], titleId: number) =>
          sum(rows.filter((event) => event.titleId === titleId).map((event) => event.count));
        const usedIds = [...new Set(inPeriod.map((event) => event.titleId))];
        const top = (kind: FixtureTitle['kind']): ExpectedTitleUsage[] =>
          usedIds
            .map((id) => titleById.get(id) as FixtureTitle)
            .filter((title) => title.kind === kind)
            .map((title) => ({ title, usage: usageOf(inPeriod, title.id) }))
            .sort((a, b) => b.usage - a.usage || byCodeUnits(a.title.title, b.title.title) || a.title.id - b.title.id)
            .slice(0, 10)
            .map(({ title, usage }) => ({
              uniqueTitle: title.title,
              uniqueTitleUrl: title.url,
              usageCount: usage,
              usageChange: usage - usageOf(inPrevious, title.id),
            }));
        const views = sum(inPeriod.filter((event) => event.metric === 'view').map((event) => event.count));
        const downloads = sum(inPeriod.filter((event) => event.metric === 'download').map((event) => event.count));
        const denied = sum(inPeriod.filter((event) => event.metric === 'access_denied').map((event) => event.count));

        const lastMonday = mondayOnOrBefore(end);
        const weekStarts = Array.from({ length: weeks }, (_, index) => shift(lastMonday, -7 * (weeks - 1 - index)));
        const monthStarts: string[] = [];
        for (let month = `${start.slice(0, 7)}-01`; month <= end;) {
          monthStarts.push(month);
          const next = new Date(`${month}T00:00:00Z`);
          next.setUTCMonth(next.getUTCMonth() + 1);
          month = next.toISOString().slice(0, 10);
        }
        const period: ExpectedPeriod = {
          startDate: start,
          endDate: end,
          uniqueTitleCount: usedIds.length,
          uniqueBookCount: usedIds.filter((id) => titleById.get(id)?.kind === 'book').length,
          uniqueJournalCount: usedIds.filter((id) => titleById.get(id)?.kind === 'journal').length,
          totalItemRequests: views + downloads + denied,
          views,
          downloads,
          accessDenied: denied,
          itemizedBookUsage: top('book'),
          itemizedJournalUsage: top('journal'),
          weeklyUsages: weekStarts.map((monday) => ({
            periodStarting: monday,
            usageCount: sum(inPeriod.filter((event) => event.day >= monday && event.day <= shift(monday, 6)).map((event) => event.count)),
          })),
          monthlyUsages: monthStarts.map((month) => ({
            periodStarting: month,
            usageCount: sum(inPeriod.filter((event) => event.day.slice(0, 7) === month.slice(0, 7)).map((event) => event.count)),
          })),
        };
        return [field, period];
      }),
    ) as Record<(typeof TIMEFRAMES)[number]['field'], ExpectedPeriod>;
    return { key, label: CATEGORY_LABELS[key], ...periods };
  });
}

/** English names of the fixture countries. */
const COUNTRY_NAMES: Record<string, string> = { US: 'United States', CA: 'Canada', GB: 'United Kingdom', AU: 'Australia', DE: 'Germany' };

/** The publisher dashboard for Demo Press: views plus downloads of its titles, top 10 per dimension. */
export function expectedPublisherPeriods(
  fixtures: Pick<Fixtures, 'titles' | 'events'>,
  accounts: ReadonlyMap<string, { name: string; country: string | null }>,
  end: string,
) {
  const titleById = new Map(fixtures.titles.map((title) => [title.id, title]));
  const pressEvents = fixtures.events.filter((event) => titleById.get(event.titleId)?.press && event.metric !== 'access_denied');
  const rank = <K>(rows: FixtureEvent[], keyOf: (event: FixtureEvent) => K, sortName: (key: K) => string) => {
    const totals = new Map<K, number>();
    for (const event of rows) totals.set(keyOf(event), (totals.get(keyOf(event)) ?? 0) + event.count);
    return [...totals].sort((a, b) => b[1] - a[1] || byCodeUnits(sortName(a[0]), sortName(b[0]))).slice(0, 10);
  };
  return Object.fromEntries(
    TIMEFRAMES.map(({ field, weeks }) => {
      const start = shift(end, 1 - weeks * 7);
      const rows = pressEvents.filter((event) => event.day >= start && event.day <= end);
      const accountOf = (code: string) => accounts.get(code) as { name: string; country: string | null };
      return [
        field,
        {
          startDate: start,
          endDate: end,
          usageInstitutions: rank(
            rows,
            (event) => accountOf(event.code).name,
            (name) => name,
          ).map(([name, usageCount]) => ({ name, usageCount })),
          // Ties between countries go by country code.
          usageCountries: rank(
            rows,
            (event) => accountOf(event.code).country ?? '',
            (code) => code,
          ).map(([code, usageCount]) => ({
            name: COUNTRY_NAMES[code] ?? code,
            usageCount,
          })),
          usageItems: rank(
            rows,
            (event) => event.titleId,
            (id) => (titleById.get(id) as FixtureTitle).title,
          ).map(([id, usageCount]) => {
            const title = titleById.get(id) as FixtureTitle;
            return {
              name: title.title,
              link: title.url,
              usageCount,
              accessType: title.accessType === 'open_access' ? 'Open Access' : 'Paid',
            };
          }),
        },
      ];
    }),
  );
}

/** Weekly views plus downloads per platform through `end`, each platform zero-filled between its first and last week. */
export function expectedTrends(fixtures: Pick<Fixtures, 'events'>, codes: readonly string[], end: string) {
  const rows = fixtures.events.filter((event) => codes.includes(event.code) && event.metric !== 'access_denied' && event.day <= end);
  const result: Array<{ weekStarting: string; platform: string; usageCount: number }> = [];
  const weekly = new Map<string, number>();
  for (const event of rows) {
    const key = `${mondayOnOrBefore(event.day)}|${event.platform}`;
    weekly.set(key, (weekly.get(key) ?? 0) + event.count);
  }
  const spans = new Map<string, { first: string; last: string }>();
  for (const key of weekly.keys()) {
    const [week = '', platform = ''] = key.split('|');
    const span = spans.get(platform);
    if (!span) spans.set(platform, { first: week, last: week });
    else spans.set(platform, { first: week < span.first ? week : span.first, last: week > span.last ? week : span.last });
  }
  for (const platform of ['jstor', 'artstor']) {
    const span = spans.get(platform);
    if (!span) continue;
    for (let week = span.first; week <= span.last; week = shift(week, 7)) {
      result.push({ weekStarting: week, platform, usageCount: weekly.get(`${week}|${platform}`) ?? 0 });
    }
  }
  return result.sort((a, b) => byCodeUnits(a.weekStarting, b.weekStarting) || (a.platform === 'jstor' ? -1 : 1));
}
