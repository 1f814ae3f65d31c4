// The summary's request without TanStack Query: the boot or the router starts it as soon as Holdings is next
// (holdings-route-requests.ts); api/holdings.ts wraps it in query options.
import { graphql } from '@console/graphql/client';
import { execute } from '../../../lib/graphql-client';

const _holdingsTabFields = graphql(`
  fragment HoldingsTabFields on HoldingsTab {
    tab
    title
    titleCount
    corpusCount
    collectionCount
    links {
      label
      url
      displayUrl
      mediaType
    }
    sections {
      key
      title
      titleCount
      corpusCount
      collections {
        id
        title
        titleCount
        corpusCount
        links {
          label
          url
          displayUrl
          mediaType
        }
      }
    }
  }
`);

const holdingsSummaryDocument = graphql(`
  query HoldingsSummary($siteCode: String!) {
    holdingsSummary(siteCode: $siteCode) {
      siteCode
      institutionName
      licensedPlatforms
      journals {
        ...HoldingsTabFields
      }
      books {
        ...HoldingsTabFields
        booksNotes {
          annualBooksListPrice
          annualBooksSpend
          totalBooksSavings
          annualBooksExpenditureSavings
          booksTierSavings
          classification
          community
          collectionCount
        }
      }
      primarySources {
        ...HoldingsTabFields
      }
      images {
        ...HoldingsTabFields
      }
      institutionalCollections {
        ...HoldingsTabFields
      }
      freeAndOpen {
        ...HoldingsTabFields
      }
    }
  }
`);

export const holdingsKeys = {
  summary: (siteCode: string) => ['holdings', 'summary', siteCode] as const,
};

export const fetchHoldingsSummary = (siteCode: string) =>
  execute(holdingsSummaryDocument, { siteCode }).then((data) => data.holdingsSummary);
