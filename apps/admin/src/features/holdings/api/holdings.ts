import { queryOptions } from '@tanstack/react-query';
import type { HoldingsSummaryQuery } from '@console/graphql/client';
import { fetchHoldingsSummary, holdingsKeys } from './holdings-requests';

export type HoldingsSummary = HoldingsSummaryQuery['holdingsSummary'];
export type HoldingsTab = HoldingsSummary['journals'];
export type BooksNotes = NonNullable<HoldingsSummary['books']['booksNotes']>;
export type HoldingsLink = HoldingsTab['links'][number];

export const holdingsSummaryOptions = (siteCode: string) =>
  queryOptions({
    queryKey: holdingsKeys.summary(siteCode),
    queryFn: () => fetchHoldingsSummary(siteCode),
    staleTime: 5 * 60_000,
  });
