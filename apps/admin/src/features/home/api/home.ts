import { queryOptions } from '@tanstack/react-query';
import { graphql, type HomepageSummaryQuery } from '@console/graphql/client';
import { execute } from '../../../lib/graphql-client';

// Fragments are appended to the query text at build time (build/inline-graphql-documents.ts); the
// constants themselves are never read, hence the underscore.
const _usagePeriodFields = graphql(`
  fragment UsagePeriodFields on UsagePeriod {
    startDate
    endDate
    uniqueTitleCount
    uniqueBookCount
    uniqueJournalCount
    totalItemRequests
    views
    downloads
    accessDenied
    itemizedBookUsage {
      uniqueTitle
      uniqueTitleUrl
      usageCount
      usageChange
    }
    itemizedJournalUsage {
      uniqueTitle
      uniqueTitleUrl
      usageCount
      usageChange
    }
    weeklyUsages {
      periodStarting
      usageCount
    }
    monthlyUsages {
      periodStarting
      usageCount
    }
  }
`);

const _publisherPeriodFields = graphql(`
  fragment PublisherPeriodFields on PublisherPeriod {
    startDate
    endDate
    usageInstitutions {
      name
      usageCount
    }
    usageCountries {
      name
      usageCount
    }
    usageItems {
      name
      link
      usageCount
      accessType
    }
  }
`);

const homepageSummaryDocument = graphql(`
  query HomepageSummary($siteCode: String!, $accountType: String!) {
    homepageSummaryV2(siteCode: $siteCode, accountType: $accountType) {
      siteCode
      generatedAt
      dataThrough
      institution {
        downloads {
          timeframe
          url
        }
        categories {
          key
          label
          pastFourWeeks {
            ...UsagePeriodFields
          }
          pastSixMonths {
            ...UsagePeriodFields
          }
          pastTwelveMonths {
            ...UsagePeriodFields
          }
        }
      }
      publisher {
        generation {
          createdDate
        }
        pastFourWeeks {
          ...PublisherPeriodFields
        }
        pastSixMonths {
          ...PublisherPeriodFields
        }
        pastTwelveMonths {
          ...PublisherPeriodFields
        }
      }
    }
  }
`);

const crossPlatformTrendsDocument = graphql(`
  query CrossPlatformUsageTrends($siteCode: String!) {
    crossPlatformUsageTrends(siteCode: $siteCode, timeframe: WEEKLY) {
      siteCode
      usageTrends {
        weekStarting
        platform
        usageCount
      }
    }
  }
`);

export type HomepageSummary = HomepageSummaryQuery['homepageSummaryV2'];
export type InstitutionHomepage = NonNullable<HomepageSummary['institution']>;
export type UsageCategory = InstitutionHomepage['categories'][number];
export type UsagePeriod = UsageCategory['pastFourWeeks'];
export type PublisherHomepage = NonNullable<HomepageSummary['publisher']>;
export type PublisherPeriod = PublisherHomepage['pastFourWeeks'];

/** How long an answer counts as the one fetched for the current opening of the dashboard (slow 4G included). */
const ANSWER_OF_THIS_OPENING_MS = 10_000;

/** The dashboard's numbers for every time frame at once: switching the time frame fetches nothing. */
export const homepageSummaryOptions = (siteCode: string, accountType: string) =>
  queryOptions({
    queryKey: ['home', 'summary', siteCode, accountType],
    queryFn: () => execute(homepageSummaryDocument, { siteCode, accountType }).then((data) => data.homepageSummaryV2),
    // The spec's "no cache": always asked again when the dashboard is opened...
    staleTime: 0,
    // ...but the answer the route's prefetch brought for this opening (while the dashboard's code loaded) is
    // not asked for a second time when the dashboard mounts: that was the duplicate request of every home.
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > ANSWER_OF_THIS_OPENING_MS,
    gcTime: 5 * 60_000,
  });

export const crossPlatformTrendsOptions = (siteCode: string) =>
  queryOptions({
    queryKey: ['home', 'trends', siteCode],
    queryFn: () => execute(crossPlatformTrendsDocument, { siteCode }).then((data) => data.crossPlatformUsageTrends),
    staleTime: 10 * 60_000,
  });
