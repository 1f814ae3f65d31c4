import type {
  HomepageDownload,
  InstitutionHomepage,
  NamedUsage,
  PublisherHomepage,
  PublisherItemUsage,
  PublisherPeriod,
  TitleUsage,
  UsageCategory,
  UsagePeriod,
  UsagePoint,
  UsageTrend,
} from '@console/graphql/resolvers';
import { badInputError } from '../../auth/authorization.ts';
import type { AccountSummary } from '../../auth/principal.ts';
import type { RequestContext } from '../../context.ts';
import type { Queryable } from '../../db/connection.ts';
import { GraphQLError } from '../../graphql-runtime.ts';
import { enabledFlags } from '../flags/repository.ts';
import { addDays, lastFullDay, utcDate, type IsoDate } from './calendar.ts';
import { countryName } from './countries.ts';
import { lastPublisherRefresh, periodsEnding, TIMEFRAMES, type Period, type Timeframe } from './periods.ts';
import {
  loadCategoryTotals,
  loadPublisherTops,
  loadSeries,
  loadWeeklyTrends,
  scopeAccountIds,
  type CategoryKey,
  type CategoryTotals,
  type SeriesBucket,
  type TopTitle,
  type UsageScope,
} from './repository.ts';

/** The dashboard cards, in the order the schema promises. */
export const CATEGORIES: ReadonlyArray<{ key: CategoryKey; label: string }> = [
  { key: 'licensed', label: 'Licensed or purchased titles' },
  { key: 'open_access', label: 'Open access titles' },
  { key: 'access_denied', label: 'Access denied titles' },
];

export const CONSORTIUM_HOMEPAGE_FLAG = 'enable_consortium_homepage';

/** Where the XLSX of a time frame is served (server.ts routes it to download.ts). */
export const HOMEPAGE_DOWNLOAD_PREFIX = '/ui/data-fetch/downloads/homepage/';

export function homepageDownloadUrl(siteCode: string, timeframe: Timeframe): string {
  return `${HOMEPAGE_DOWNLOAD_PREFIX}${encodeURIComponent(siteCode)}/${timeframe.slug}.xlsx`;
}

/** An account whose dashboard the signed-in user may see, and which dashboard it gets. */
export interface DashboardAccess {
  account: AccountSummary;
  kind: 'institution' | 'publisher';
}

/**
 * Authorization of every dashboard read (GraphQL and the XLSX route alike): the user may act on the
 * account; `accountType`, when given, is the account's type; a consortium gets the institution dashboard
 * only for users with flag enable_consortium_homepage (FORBIDDEN otherwise, saying so).
 */
export async function authorizeDashboard(ctx: RequestContext, siteCode: string, accountType: string | null): Promise<DashboardAccess> {
  const account = await ctx.auth.requireAccountAccess(siteCode);
  if (accountType !== null && accountType !== account.type) {
    throw badInputError(`accountType must be the account's type in lower case ("${account.type}").`);
  }
  if (account.type === 'publisher') return { account, kind: 'publisher' };
  if (account.type === 'consortium') {
    const principal = await ctx.auth.requireUser();
    const flags = await enabledFlags(ctx.db, principal.user.id, [CONSORTIUM_HOMEPAGE_FLAG]);
    if (!flags.has(CONSORTIUM_HOMEPAGE_FLAG)) {
      throw new GraphQLError('The consortium home dashboard is not switched on for this user (flag enable_consortium_homepage).', {
        extensions: { code: 'FORBIDDEN' },
      });
    }
  }
  return { account, kind: 'institution' };
}

/** The institutions whose usage an institution dashboard shows: the account, with its members when it is a consortium. */
export function institutionAccountIds(db: Queryable, account: AccountSummary): Promise<string[]> {
  return scopeAccountIds(db, account.id, account.type === 'consortium');
}

/** Usage a site's charts count: its institutions' (see above), or for a publisher the use of its titles. */
export async function usageScope(db: Queryable, account: AccountSummary): Promise<UsageScope> {
  if (account.type === 'publisher') return { publisherId: account.id };
  return { accountIds: await institutionAccountIds(db, account) };
}

/** The institution dashboard's numbers for the periods ending on `end`. */
export interface InstitutionDashboard {
  end: IsoDate;
  periods: Period[];
  categories: UsageCategory[];
}

function titleUsage(top: TopTitle): TitleUsage {
  return { uniqueTitle: top.title, uniqueTitleUrl: top.url, usageCount: top.usage, usageChange: top.change };
}

/** Points at every bucket start, zero where no usage came back. */
function fillPoints(starts: readonly IsoDate[], found: ReadonlyMap<IsoDate, number>): UsagePoint[] {
  return starts.map((periodStarting) => ({ periodStarting, usageCount: found.get(periodStarting) ?? 0 }));
}

function usagePeriod(
  period: Period,
  totals: CategoryTotals | undefined,
  weekly: ReadonlyMap<IsoDate, number>,
  monthly: ReadonlyMap<IsoDate, number>,
): UsagePeriod {
  return {
    startDate: period.start,
    endDate: period.end,
    uniqueTitleCount: totals?.uniqueTitles ?? 0,
    uniqueBookCount: totals?.uniqueBooks ?? 0,
    uniqueJournalCount: totals?.uniqueJournals ?? 0,
    totalItemRequests: totals?.usage ?? 0,
    views: totals?.views ?? 0,
    downloads: totals?.downloads ?? 0,
    accessDenied: totals?.category === 'access_denied' ? totals.usage : 0,
    itemizedBookUsage: (totals?.topBooks ?? []).map(titleUsage),
    itemizedJournalUsage: (totals?.topJournals ?? []).map(titleUsage),
    weeklyUsages: fillPoints(period.weekStarts, weekly),
    monthlyUsages: fillPoints(period.monthStarts, monthly),
  };
}

/** Assembles the cards from the aggregates: every category and period present, series zero-filled. */
export function assembleCategories(
  periods: readonly Period[],
  totals: readonly CategoryTotals[],
  series: readonly SeriesBucket[],
): UsageCategory[] {
  const bucketMap = (periodIndex: number, category: CategoryKey, grain: SeriesBucket['grain']) =>
    new Map(
      series.filter((row) => row.category === category && row.grain === grain).map((row) => [row.bucket, row.usage[periodIndex] ?? 0]),
    );
  return CATEGORIES.map(({ key, label }) => {
    const byField = Object.fromEntries(
      periods.map((period, periodIndex) => [
        period.timeframe.field,
        usagePeriod(
          period,
          totals.find((row) => row.periodIndex === periodIndex && row.category === key),
          bucketMap(periodIndex, key, 'week'),
          bucketMap(periodIndex, key, 'month'),
        ),
      ]),
    ) as Record<Timeframe['field'], UsagePeriod>;
    return { key, label, ...byField };
  });
}

export async function loadInstitutionDashboard(db: Queryable, accountIds: readonly string[], end: IsoDate): Promise<InstitutionDashboard> {
  const periods = periodsEnding(end);
  // Two statements; on PostgreSQL they run side by side on two pool connections.
  const [totals, series] = await Promise.all([loadCategoryTotals(db, accountIds, periods), loadSeries(db, accountIds, periods)]);
  return { end, periods, categories: assembleCategories(periods, totals, series) };
}

export function institutionDownloads(siteCode: string): HomepageDownload[] {
  return TIMEFRAMES.map((timeframe) => ({ timeframe: timeframe.key, url: homepageDownloadUrl(siteCode, timeframe) }));
}

export function institutionHomepage(siteCode: string, dashboard: InstitutionDashboard): InstitutionHomepage {
  return { categories: dashboard.categories, downloads: institutionDownloads(siteCode) };
}

/** The publisher dashboard as of its last weekly refresh: numbers through the Sunday before it. */
export interface PublisherDashboard {
  refreshedAt: Date;
  end: IsoDate;
  homepage: PublisherHomepage;
}

export async function loadPublisherDashboard(db: Queryable, publisherId: string, now: Date): Promise<PublisherDashboard> {
  const refreshedAt = lastPublisherRefresh(now);
  const end = addDays(utcDate(refreshedAt), -1);
  const periods = periodsEnding(end);
  const tops = await loadPublisherTops(db, publisherId, periods);
  const byField = Object.fromEntries(
    periods.map((period, index) => {
      const top = tops[index];
      const publisherPeriod: PublisherPeriod = {
        startDate: period.start,
        endDate: period.end,
        usageInstitutions: (top?.institutions ?? []).map((row): NamedUsage => ({ name: row.name ?? 'Unknown', usageCount: row.usage })),
        usageCountries: (top?.countries ?? []).map((row): NamedUsage => ({ name: countryName(row.name), usageCount: row.usage })),
        usageItems: (top?.items ?? []).map((row): PublisherItemUsage => ({
          name: row.name ?? '',
          link: row.link ?? '',
          usageCount: row.usage,
          accessType: row.accessType === 'open_access' ? 'Open Access' : 'Paid',
        })),
      };
      return [period.timeframe.field, publisherPeriod];
    }),
  ) as Record<Timeframe['field'], PublisherPeriod>;
  return { refreshedAt, end, homepage: { generation: { createdDate: refreshedAt.toISOString() }, ...byField } };
}

/** Weekly views plus downloads per platform over the scope's whole history through the last full day. */
export async function loadUsageTrends(db: Queryable, scope: UsageScope, now: Date): Promise<UsageTrend[]> {
  const rows = await loadWeeklyTrends(db, scope, lastFullDay(now));
  return rows.map((row) => ({ weekStarting: row.weekStarting, platform: row.platform, usageCount: row.usage }));
}
