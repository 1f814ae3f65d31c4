import { Readable } from 'node:stream';
import { lastFullDay, type IsoDate } from '../../modules/home/calendar.ts';
import { ingestUsageEvents } from '../../modules/ingest/ingest.ts';
import { applyDaysIn } from '../../modules/ingest/processing.ts';
import { setBatchState } from '../../modules/ingest/repository.ts';
import type { Queryable } from '../connection.ts';
import { withIndexesDeferred } from './bulk-load.ts';
import { generateCatalogue, type CatalogueTitle } from './catalogue.ts';
import { ARTICLES_PER_JOURNAL, CHAPTERS_PER_BOOK, MULTIMEDIA_ACCOUNT_KEYS, MULTIMEDIA_ITEM_BASE, MULTIMEDIA_ITEMS } from './counter.ts';
import { DEMO_ACCOUNTS, demoAccountByKey } from './demo-data.ts';
import { seededRandom } from './prng.ts';
import type { SeedContext } from './index.ts';
import { generateUsage, USAGE_START, type UsageColumns } from './usage.ts';

/**
 * The demo's usage as a platform would send it (issue 29): each generated day of use (usage.ts: views, downloads and
 * denials of titles) becomes raw events — investigations and requests of articles and chapters by users in sessions,
 * whole-book downloads, denials of both kinds, searches of each type, text and data mining — with what COUNTER
 * processing must take out: double-clicks, robots, and events of addresses no institution holds. Demo University is
 * recognised by its IP ranges, the others by their site code. Deterministic: a day's events and their ids depend on
 * the day alone, so the top-up's days are the seed's days and sending them again changes nothing.
 */

const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
];
const ROBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const JSTOR_DATABASES = ['jstor_as1', 'jstor_as2', 'jstor_as3', 'jstor_as4', 'jstor_books', 'jstor_media'];
/** Demo University's users come from its campus network (seed/access-methods.ts: 192.0.2.0/25). */
const IP_ATTRIBUTED = new Set([demoAccountByKey('demouniv').id]);
const MULTIMEDIA_ACCOUNTS = new Set(MULTIMEDIA_ACCOUNT_KEYS.map((key) => demoAccountByKey(key).id));

/** The database a title belongs to (seed/counter.ts seedCounterCatalogue), and Artstor's one database. */
function databaseOf(titleId: number, book: boolean, platform: string): string {
  if (platform === 'artstor') return 'artstor:artstor_dl';
  return `jstor:${book ? 'jstor_books' : `jstor_as${1 + (titleId % 4)}`}`;
}

interface DayGroup {
  accountId: string;
  day: IsoDate;
  rows: number[];
}

/** NDJSON lines of the days in `usage` (the rows of one account and day share a PRNG and a set of users). */
export function* demoRawEventLines(usage: UsageColumns, catalogue: readonly CatalogueTitle[]): Generator<string> {
  const codes = new Map(DEMO_ACCOUNTS.map((account) => [account.id, account.code]));
  const numbers = new Map(DEMO_ACCOUNTS.map((account, index) => [account.id, index]));
  const groups: DayGroup[] = [];
  for (let index = 0; index < usage.days.length; index += 1) {
    const last = groups[groups.length - 1];
    if (last && last.accountId === usage.accountIds[index] && last.day === usage.days[index]) last.rows.push(index);
    else groups.push({ accountId: usage.accountIds[index]!, day: usage.days[index]!, rows: [index] });
  }
  for (const group of groups)
    yield* dayEvents(group, usage, catalogue, codes.get(group.accountId) ?? null, numbers.get(group.accountId) ?? 0);
}

function* dayEvents(
  group: DayGroup,
  usage: UsageColumns,
  catalogue: readonly CatalogueTitle[],
  code: string | null,
  accountNumber: number,
): Generator<string> {
  // Short ids (the demo account's number, the day, a sequence): unique, and the same for the same day every time.
  const idOf = (n: number) => `d${accountNumber}.${group.day.replace(/-/g, '')}.${n}`;
  const random = seededRandom(`raw:${group.accountId}:${group.day}`);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const byAddress = IP_ATTRIBUTED.has(group.accountId);
  let sequence = 0;
  let clock = 8 * 3600 + Math.floor(random() * 1800);
  const dayStart = Date.parse(`${group.day}T00:00:00Z`);
  const users = Array.from({ length: 1 + Math.ceil(group.rows.length / 3) }, (_, index) => ({
    ip: `192.0.2.${1 + Math.floor(random() * 99)}`,
    userAgent: pick(BROWSERS),
    cookie: random() < 0.6 ? `ck-${group.accountId.slice(0, 8)}-${group.day}-${index}` : null,
  }));
  const event = (fields: Record<string, unknown>, user: (typeof users)[number], seconds: number) => {
    sequence += 1;
    const who = byAddress
      ? { ip: user.ip, user_agent: user.userAgent, ...(user.cookie ? { cookie_id: user.cookie } : {}) }
      : { customer_id: code, ip: user.ip, user_agent: user.userAgent, ...(user.cookie ? { cookie_id: user.cookie } : {}) };
    return JSON.stringify({
      id: idOf(sequence),
      time: new Date(dayStart + Math.min(seconds, 86_399) * 1000).toISOString(),
      ...fields,
      ...who,
    });
  };
  const advance = () => (clock += 20 + Math.floor(random() * 200));

  for (const index of group.rows) {
    const titleIndex = usage.titleIndexes[index]!;
    const titleId = titleIndex + 1;
    const book = catalogue[titleIndex]?.kind === 'book';
    const platform = usage.platforms[index]!;
    const metric = usage.metrics[index]!;
    const count = usage.counts[index]!;
    const user = pick(users);
    const tdm = random() < 1 / 40 ? { access_method: 'TDM' } : {};
    const anyItem = () => `${platform}:i${titleId * 100 + 1 + Math.floor(random() * (book ? CHAPTERS_PER_BOOK : ARTICLES_PER_JOURNAL))}`;
    // A day's use of a title is mostly of one article or chapter, sometimes of others too.
    const mainItem = anyItem();
    const itemOf = () => (random() < 0.8 ? mainItem : anyItem());
    if (metric === 'view') {
      // Often the search that found it (regular, in its database), then each view of one of its items.
      const searches = random() < 0.6 ? 1 : 0;
      for (let n = 0; n < searches; n += 1)
        yield event(
          { platform, action: 'search', databases: [databaseOf(titleId, book, platform)], search_type: 'regular', ...tdm },
          user,
          advance(),
        );
      for (let n = 0; n < count; n += 1) {
        const item = itemOf();
        const at = advance();
        // A double-click now and then: the first of the two is dropped by processing.
        if (random() < 1 / 12) yield event({ platform, action: 'investigation', item, ...tdm }, user, at - 8);
        yield event({ platform, action: 'investigation', item, ...tdm }, user, at);
      }
    } else if (metric === 'download') {
      for (let n = 0; n < count; n += 1) {
        // A book downloaded whole counts each of its chapters (CoP 7.3).
        const whole = book && random() < 1 / 25;
        yield event({ platform, action: 'request', item: whole ? `${platform}:t${titleId}` : itemOf(), ...tdm }, user, advance());
      }
    } else {
      const action = random() < 0.2 ? 'limit_exceeded' : 'no_license';
      for (let n = 0; n < count; n += 1) yield event({ platform, action, item: itemOf() }, user, advance());
    }
  }

  const first = group.rows[0]!;
  const onJstor = group.rows.some((index) => usage.platforms[index] === 'jstor' && usage.metrics[index] === 'view');
  if (onJstor) {
    const user = pick(users);
    // Discovery searches of every JSTOR database (automated), and a federated search now and then.
    if (random() < 0.3)
      yield event(
        { platform: 'jstor', action: 'search', databases: JSTOR_DATABASES.map((id) => `jstor:${id}`), search_type: 'automated' },
        user,
        advance(),
      );
    if (random() < 0.15)
      yield event(
        { platform: 'jstor', action: 'search', databases: ['jstor:jstor_as1', 'jstor:jstor_as2'], search_type: 'federated' },
        user,
        advance(),
      );
    if (MULTIMEDIA_ACCOUNTS.has(group.accountId)) {
      const item = `jstor:i${MULTIMEDIA_ITEM_BASE + 1 + Math.floor(random() * MULTIMEDIA_ITEMS.length)}`;
      const requests = 1 + Math.floor(random() * 3);
      for (let n = 0; n < requests + Math.floor(random() * 3); n += 1)
        yield event({ platform: 'jstor', action: n < requests ? 'request' : 'investigation', item }, user, advance());
    }
  }
  // What processing leaves out: a crawler, and a visitor from an address no institution holds.
  const someItem = `${usage.platforms[first]}:i${(usage.titleIndexes[first]! + 1) * 100 + 1}`;
  if (random() < 0.3) {
    sequence += 1;
    yield JSON.stringify({
      id: idOf(sequence),
      time: new Date(dayStart + 3 * 3600_000).toISOString(),
      platform: usage.platforms[first],
      action: 'request',
      item: someItem,
      ip: '192.0.2.10',
      user_agent: ROBOT,
    });
  }
  if (byAddress && random() < 0.3) {
    sequence += 1;
    yield JSON.stringify({
      id: idOf(sequence),
      time: new Date(dayStart + 4 * 3600_000).toISOString(),
      platform: usage.platforms[first],
      action: 'investigation',
      item: someItem,
      ip: '100.64.0.9',
      user_agent: BROWSERS[0],
    });
  }
}

export interface DemoIngestResult {
  received: number;
  accepted: number;
  rejected: number;
  errors: Array<{ line: number; reason: string }>;
}

/**
 * Sends the demo's usage through the pipeline inside `tx` (the seed's and the top-up's transaction): the same
 * checks, look-ups, raw events and processing as `POST /ingest/v1/usage-events` and its job. The seed's days start
 * before the API's 24 months (the demo's history begins in 2024), so it names its own earliest day.
 */
export async function ingestDemoUsage(
  tx: Queryable,
  usage: UsageColumns,
  catalogue: readonly CatalogueTitle[],
  now: Date,
  earliest: IsoDate,
  { replace = true }: { replace?: boolean } = {},
): Promise<DemoIngestResult> {
  const lines = demoRawEventLines(usage, catalogue);
  const source = Readable.from(
    (function* () {
      for (const line of lines) yield `${line}\n`;
    })(),
  );
  const answer = await ingestUsageEvents(tx, source, { keyId: null, now, earliest: Date.parse(`${earliest}T00:00:00Z`) });
  // Every generated day is derived, not only those with new events: a day whose raw events were already there (a
  // top-up after its figures were lost) is derived again from them.
  const { doubleClicks } = await applyDaysIn(tx, [...new Set(usage.days)], [answer.batch], { replace });
  await setBatchState(tx, answer.batch, 'done', { doubleClicks: doubleClicks.get(answer.batch) ?? 0 });
  return { received: answer.received, accepted: answer.accepted, rejected: answer.rejected, errors: answer.errors };
}

/** Seed part: the demo usage from USAGE_START through the last full day before the seed's clock, through the pipeline. */
export async function seedDemoRawUsage(tx: Queryable, context: Pick<SeedContext, 'now'>): Promise<void> {
  const now = context.now?.() ?? new Date();
  const lastDay = lastFullDay(now);
  if (lastDay < USAGE_START) return;
  const catalogue = generateCatalogue();
  // The derived tables are empty: loaded without their indexes, built once afterwards (bulk-load.ts), and nothing to
  // delete before each run.
  await withIndexesDeferred(tx, ['usage_daily', 'usage_events', 'counter_usage', 'counter_usage_yearly'], () =>
    ingestDemoUsage(tx, generateUsage(lastDay, catalogue), catalogue, now, USAGE_START, { replace: false }),
  );
  await tx.exec('ANALYZE usage_events; ANALYZE usage_daily; ANALYZE counter_usage; ANALYZE counter_usage_yearly');
}
