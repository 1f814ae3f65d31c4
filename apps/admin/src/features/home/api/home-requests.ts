// The home's requests without TanStack Query: the boot (app/boot.tsx) starts them for a page that opens on
// Home before the data layer's code has arrived, and api/home.ts wraps them in query options.
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

/** Query keys of the home's queries; the boot's early requests are put in the cache under the same keys. */
export const homeQueryKeys = {
  summary: (siteCode: string, accountType: string) => ['home', 'summary', siteCode, accountType] as const,
  trends: (siteCode: string) => ['home', 'trends', siteCode] as const,
};

export const fetchHomepageSummary = (siteCode: string, accountType: string) =>
  execute(homepageSummaryDocument, { siteCode, accountType }).then((data) => data.homepageSummaryV2);

export const fetchCrossPlatformTrends = (siteCode: string) =>
  execute(crossPlatformTrendsDocument, { siteCode }).then((data) => data.crossPlatformUsageTrends);
