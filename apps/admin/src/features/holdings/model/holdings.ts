import { formatNumber, formatWholeDollars } from '@console/rules/format';

/** The six tabs of the holdings page by index (spec 000 §2), with their `tab` query values. */
export const HOLDINGS_TABS = [
  { value: 'journals', label: 'Journals' },
  { value: 'books', label: 'Books' },
  { value: 'primary-sources', label: 'Primary Sources' },
  { value: 'images', label: 'Images' },
  { value: 'shared-collections', label: 'Shared Collections' },
  { value: 'free-and-open', label: 'Free and Open' },
] as const;

export type HoldingsTabValue = (typeof HOLDINGS_TABS)[number]['value'];

export const DEFAULT_TAB: HoldingsTabValue = 'journals';

/** The tab a query string names; journals when it names none or an unknown one. */
export function tabFromSearch(search: string): HoldingsTabValue {
  const value = new URLSearchParams(search).get('tab');
  return HOLDINGS_TABS.find((tab) => tab.value === value)?.value ?? DEFAULT_TAB;
}

/** The query string of a tab (journals, the default, is written too so a shared link says what it shows). */
export function searchForTab(tab: HoldingsTabValue): string {
  return `?tab=${tab}`;
}

/** Journals archive collections in two columns: the first holds the ceiling of half (spec 000 §2). */
export function splitHalves<T>(items: readonly T[]): [T[], T[]] {
  const first = Math.ceil(items.length / 2);
  return [items.slice(0, first), items.slice(first)];
}

/** Books savings as a percentage: the fraction times 100 (spec 000 §2, §9), rounded to a whole percent. */
export function savingsPercent(fraction: number): number {
  return Math.round(fraction * 100);
}

export const formatCount = (value: number): string => formatNumber(value);
export const formatDollars = (value: number): string => formatWholeDollars(value);

/** The spec's holdings error (000 §8), before its support contact. */
export const HOLDINGS_ERROR = 'We encountered a problem processing your holdings information. Please try again in a few minutes or';

/** Whose support the error names: Artstor's for images, the provider's otherwise (spec 000 §8). */
export function supportNameFor(tab: HoldingsTabValue, providerName: string): string {
  return tab === 'images' ? 'Artstor' : providerName;
}
