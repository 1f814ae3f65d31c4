import { useAtomValue } from 'jotai';
import type { HoldingsSummary } from '../api/holdings';
import { holdingsSummaryAtom } from '../atoms/holdings-atoms';
import type { HoldingsTabValue } from '../model/holdings';
import { HoldingsTabPanel } from './holdings-tab-panel';

const TAB_DATA: Readonly<Record<HoldingsTabValue, (summary: HoldingsSummary) => HoldingsSummary['journals']>> = {
  journals: (summary) => summary.journals,
  books: (summary) => summary.books,
  'primary-sources': (summary) => summary.primarySources,
  images: (summary) => summary.images,
  'shared-collections': (summary) => summary.institutionalCollections,
  'free-and-open': (summary) => summary.freeAndOpen,
};

/** The selected tab's data (reads the holdings query; the screen's boundary shows loading and errors). */
export function HoldingsContent({ value, label }: { value: HoldingsTabValue; label: string }) {
  const { data } = useAtomValue(holdingsSummaryAtom);
  return (
    <HoldingsTabPanel
      value={value}
      label={label}
      tab={TAB_DATA[value](data)}
      booksNotes={value === 'books' ? data.books.booksNotes : null}
    />
  );
}
