import { queryOptions } from '@tanstack/react-query';
import { graphql, type HoldingsSummaryQuery } from '@console/graphql/client';
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

export type HoldingsSummary = HoldingsSummaryQuery['holdingsSummary'];
export type HoldingsTab = HoldingsSummary['journals'];
export type BooksNotes = NonNullable<HoldingsSummary['books']['booksNotes']>;
export type HoldingsLink = HoldingsTab['links'][number];

export const holdingsSummaryOptions = (siteCode: string) =>
  queryOptions({
    queryKey: ['holdings', 'summary', siteCode],
    queryFn: () => execute(holdingsSummaryDocument, { siteCode }).then((data) => data.holdingsSummary),
    staleTime: 5 * 60_000,
  });
