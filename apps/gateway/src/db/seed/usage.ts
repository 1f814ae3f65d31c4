import { addDays, isoWeekday, toEpochDay, type IsoDate } from '../../modules/home/calendar.ts';
import type { Queryable } from '../connection.ts';
import { generateCatalogue, type CatalogueTitle } from './catalogue.ts';
import { DEMO_ACCOUNTS, demoAccountByKey } from './demo-data.ts';
import type { SeedContext } from './index.ts';
import { insertRows } from './insert.ts';
import { CONSORTIUM_MEMBERS } from './institution-names.ts';
import { seededRandom, shuffled } from './prng.ts';

/** First day of demo usage: a Monday, two months before artstor was retired. */
export const USAGE_START: IsoDate = '2024-06-03';
/** Artstor was retired in August 2024 (spec 000 §2): its last day of usage. */
export const ARTSTOR_LAST_DAY: IsoDate = '2024-07-31';
/** Agency institutions (the first of the agency's children) that read Demo Press titles, in many countries. */
export const PRESS_READER_COUNT = 40;

export type Platform = 'jstor' | 'artstor';
export type Metric = 'view' | 'download' | 'access_denied';

/** How an account uses the catalogue. */
export interface UsageProfile {
  /** Demo account key. */
  accountKey: string;
  /** Expected distinct titles used on a weekday in term time. */
  titlesPerDay: number;
  /** Expected distinct titles refused (not licensed) on a weekday in term time. */
  denialsPerDay: number;
  /** Share of the catalogue's licensed titles the account licenses. */
  holdingsShare: number;
  /** `artstor`: licensed for artstor only, so its usage ends with artstor. */
  platforms: 'both' | 'artstor';
  /** Reads Demo Press titles only (the publisher dashboard's audience). */
  pressOnly: boolean;
}

/**
 * Demo usage (DESIGN.md "Demo data"): Demo University heavy, Demo Visual Arts College artstor only, Basic Institute none
 * (the empty states), Demo Consortium and its 12 members light, and agency institutions in many countries
 * reading Demo Press titles.
 */
export const USAGE_PROFILES: readonly UsageProfile[] = [
  { accountKey: 'demouniv', titlesPerDay: 16, denialsPerDay: 1.5, holdingsShare: 0.8, platforms: 'both', pressOnly: false },
  { accountKey: 'democoll', titlesPerDay: 9, denialsPerDay: 0.6, holdingsShare: 0.5, platforms: 'artstor', pressOnly: false },
  { accountKey: 'democons', titlesPerDay: 2, denialsPerDay: 0.2, holdingsShare: 0.4, platforms: 'both', pressOnly: false },
  ...CONSORTIUM_MEMBERS.map((member, index) => ({
    accountKey: `democons:${member.code}`,
    titlesPerDay: 1.5 + (index % 4) * 0.75,
    denialsPerDay: 0.15,
    holdingsShare: 0.5 + (index % 3) * 0.1,
    platforms: 'both' as const,
    pressOnly: false,
  })),
  ...DEMO_ACCOUNTS.filter((account) => account.parentKey === 'demoagency')
    .slice(0, PRESS_READER_COUNT)
    .map((account, index) => ({
      accountKey: account.key,
      titlesPerDay: 0.4 + (index % 5) * 0.25,
      denialsPerDay: 0,
      holdingsShare: 1,
      platforms: 'both' as const,
      pressOnly: true,
    })),
];

/** Usage rows in columns (what one bulk INSERT ... SELECT FROM unnest takes). */
export interface UsageColumns {
  accountIds: string[];
  days: IsoDate[];
  /** Index into the catalogue. */
  titleIndexes: number[];
  platforms: Platform[];
  metrics: Metric[];
  counts: number[];
}

/** Term time, breaks and finals of a US academic year; 1 is an ordinary teaching day. */
export function seasonFactor(day: IsoDate): number {
  const monthDay = day.slice(5);
  if (monthDay < '01-15') return 0.35;
  if (monthDay < '03-10') return 1;
  if (monthDay < '03-17') return 0.6;
  if (monthDay < '04-25') return 1.05;
  if (monthDay < '05-11') return 1.25;
  if (monthDay < '06-01') return 0.55;
  if (monthDay < '08-25') return 0.45;
  if (monthDay < '10-16') return 1;
  if (monthDay < '11-25') return 1.1;
  if (monthDay < '12-01') return 0.6;
  if (monthDay < '12-13') return 1.25;
  return 0.3;
}

const WEEKDAY_FACTORS = [1, 1.05, 1, 0.95, 0.8, 0.4, 0.55] as const;

/** How busy a day is relative to a term-time Monday: weekly rhythm, semesters, slow growth. */
export function dayFactor(day: IsoDate): number {
  const years = (toEpochDay(day) - toEpochDay(USAGE_START)) / 365;
  return seasonFactor(day) * (WEEKDAY_FACTORS[isoWeekday(day) - 1] ?? 1) * (1 + 0.08 * years);
}

function poisson(mean: number, random: () => number): number {
  if (mean <= 0) return 0;
  if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal(random)));
  const limit = Math.exp(-mean);
  let count = 0;
  let product = random();
  while (product > limit) {
    count += 1;
    product *= random();
  }
  return count;
}

function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** 1 plus a geometric-like tail with the given mean of extras. */
function countWithTail(extraMean: number, random: () => number): number {
  return 1 + Math.floor(-Math.log(1 - random()) * extraMean);
}

interface PreparedProfile {
  profile: UsageProfile;
  accountId: string;
  /** Titles the account may read, most popular first, with cumulative popularity weights. */
  readable: number[];
  cumulative: number[];
  /** Licensed titles the account does not license (access is denied). */
  refused: number[];
}

function prepare(profile: UsageProfile, catalogue: readonly CatalogueTitle[]): PreparedProfile {
  const random = seededRandom(`holdings:${profile.accountKey}`);
  const indexes = catalogue.map((_, index) => index).filter((index) => !profile.pressOnly || catalogue[index]?.demoPress);
  const licensed = shuffled(
    indexes.filter((index) => catalogue[index]?.accessType === 'licensed'),
    random,
  );
  const heldCount = Math.round(licensed.length * profile.holdingsShare);
  const held = licensed.slice(0, heldCount);
  const refused = licensed.slice(heldCount);
  const openAccess = indexes.filter((index) => catalogue[index]?.accessType === 'open_access');
  const readable = shuffled([...held, ...openAccess], random);
  const cumulative: number[] = [];
  let total = 0;
  readable.forEach((_, rank) => {
    total += 1 / (rank + 3) ** 0.9;
    cumulative.push(total);
  });
  return { profile, accountId: demoAccountByKey(profile.accountKey).id, readable, cumulative, refused };
}

function pickWeighted(prepared: PreparedProfile, random: () => number): number {
  const total = prepared.cumulative[prepared.cumulative.length - 1] ?? 0;
  const target = random() * total;
  let low = 0;
  let high = prepared.cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((prepared.cumulative[middle] ?? 0) < target) low = middle + 1;
    else high = middle;
  }
  return prepared.readable[low] ?? 0;
}

/**
 * Daily usage from `firstDay` (default USAGE_START) through `lastDay`. Each (account, day) draws from its
 * own PRNG seeded by name, so a day's rows do not depend on the range: a longer range only adds days, and
 * a range starting later gives exactly the later days of the longer one (the top-up relies on it).
 */
export function generateUsage(
  lastDay: IsoDate,
  catalogue: readonly CatalogueTitle[] = generateCatalogue(),
  profiles = USAGE_PROFILES,
  firstDay: IsoDate = USAGE_START,
): UsageColumns {
  const columns: UsageColumns = { accountIds: [], days: [], titleIndexes: [], platforms: [], metrics: [], counts: [] };
  const start = firstDay > USAGE_START ? firstDay : USAGE_START;
  const dayCount = toEpochDay(lastDay) - toEpochDay(start) + 1;
  const push = (accountId: string, day: IsoDate, title: number, platform: Platform, metric: Metric, count: number) => {
    columns.accountIds.push(accountId);
    columns.days.push(day);
    columns.titleIndexes.push(title);
    columns.platforms.push(platform);
    columns.metrics.push(metric);
    columns.counts.push(count);
  };

  for (const prepared of profiles.map((profile) => prepare(profile, catalogue))) {
    const { profile, accountId } = prepared;
    for (let offset = 0; offset < dayCount; offset += 1) {
      const day = addDays(start, offset);
      const artstorOpen = day <= ARTSTOR_LAST_DAY;
      if (profile.platforms === 'artstor' && !artstorOpen) break;
      const random = seededRandom(`usage:${profile.accountKey}:${day}`);
      const busy = dayFactor(day) * (0.85 + 0.3 * random());
      const platformOf = (): Platform => (profile.platforms === 'artstor' || (artstorOpen && random() < 0.18) ? 'artstor' : 'jstor');

      const wanted = Math.min(poisson(profile.titlesPerDay * busy, random), prepared.readable.length);
      const used = new Set<number>();
      for (let attempt = 0; used.size < wanted && attempt < wanted * 20; attempt += 1) used.add(pickWeighted(prepared, random));
      for (const title of [...used].sort((a, b) => a - b)) {
        const book = catalogue[title]?.kind === 'book';
        const platform = platformOf();
        push(accountId, day, title, platform, 'view', countWithTail(book ? 2.5 : 1.5, random));
        if (random() < (book ? 0.3 : 0.45)) push(accountId, day, title, platform, 'download', countWithTail(0.6, random));
      }

      const denials = Math.min(poisson(profile.denialsPerDay * busy, random), prepared.refused.length);
      const refused = new Set<number>();
      for (let attempt = 0; refused.size < denials && attempt < denials * 20; attempt += 1) {
        refused.add(prepared.refused[Math.floor(random() * prepared.refused.length)] ?? 0);
      }
      for (const title of [...refused].sort((a, b) => a - b))
        push(accountId, day, title, platformOf(), 'access_denied', countWithTail(0.8, random));
    }
  }
  return columns;
}

/** Rows per bulk insert: large enough to be quick, small enough for any driver's message size. */
const INSERT_CHUNK = 25_000;

export interface UsageSeedResult {
  titles: number;
}

/**
 * Seeds the catalogue's titles. The usage itself goes through the ingest pipeline as raw events (raw-usage.ts,
 * seedDemoRawUsage), once the catalogue's items and databases and the institutions' IP ranges are there.
 */
export async function seedUsage(tx: Queryable, _context: Pick<SeedContext, 'now'>): Promise<UsageSeedResult> {
  const catalogue = generateCatalogue();
  const press = demoAccountByKey('demopress').id;
  // Explicit ids 1..n: the same on every demo database, so documentation and tests can name titles.
  await insertRows(
    tx,
    'titles',
    ['id', 'kind', 'title', 'issn', 'isbn', 'publisher_account_id', 'access_type', 'url'],
    catalogue.map((title, index) => [
      index + 1,
      title.kind,
      title.title,
      title.issn,
      title.isbn,
      title.demoPress ? press : null,
      title.accessType,
      title.url,
    ]),
  );
  await tx.query(`SELECT setval(pg_get_serial_sequence('titles', 'id'), $1)`, [catalogue.length]);
  return { titles: catalogue.length };
}

/**
 * Inserts generated usage (catalogue index i is title id i + 1). `skipExisting`: rows already stored are
 * left alone instead of failing the insert. Returns the rows inserted.
 */
export async function insertUsage(tx: Queryable, usage: UsageColumns, { skipExisting = false } = {}): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < usage.days.length; start += INSERT_CHUNK) {
    const end = start + INSERT_CHUNK;
    const { rows } = await tx.query<{ inserted: number }>(
      `WITH added AS (
         INSERT INTO usage_events (account_id, day, title_id, platform, metric, count)
         SELECT * FROM unnest($1::uuid[], $2::date[], $3::integer[], $4::text[], $5::text[], $6::integer[])
         ${skipExisting ? 'ON CONFLICT DO NOTHING' : ''}
         RETURNING 1
       )
       SELECT count(*)::int AS inserted FROM added`,
      [
        usage.accountIds.slice(start, end),
        usage.days.slice(start, end),
        usage.titleIndexes.slice(start, end).map((index) => index + 1),
        usage.platforms.slice(start, end),
        usage.metrics.slice(start, end),
        usage.counts.slice(start, end),
      ],
    );
    inserted += rows[0]?.inserted ?? 0;
  }
  return inserted;
}
