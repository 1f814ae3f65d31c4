import { Card, CardContent, CardDescription, CardHeader, CardTitle, TextLink, VisuallyHidden } from '@console/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { downloadFile } from '../../../lib/download-file';
import { logEvent } from '../../../lib/log-event';
import { providerNameAtom } from '../../../state/session';
import type { BooksNotes, HoldingsLink, HoldingsTab } from '../api/holdings';
import { formatCount, formatDollars, savingsPercent, splitHalves, supportNameFor, type HoldingsTabValue } from '../model/holdings';
import { DownloadMenu } from './download-menu';
import { HoldingsError } from './holdings-error';

type OnDownload = (link: HoldingsLink) => void;

/**
 * The tab's file downloads: the failed one (a 500, the gateway down, no answer in time) shows the holdings error
 * (spec 000 §8) with its support contact, and its "Try again" asks for the same file again.
 */
function useHoldingsDownload() {
  const [failed, setFailed] = useState<HoldingsLink | null>(null);
  const start: OnDownload = (link) => {
    setFailed(null);
    downloadFile(link.url, link.displayUrl).catch((error: unknown) => {
      setFailed(link);
      logEvent('admin_error', { query: 'holdingsDownload', file: link.displayUrl, message: error instanceof Error ? error.message : '' });
    });
  };
  return { start, failed };
}

export const TAB_INTRODUCTIONS: Readonly<Record<HoldingsTabValue, string>> = {
  journals:
    'Journals your institution holds through archive collections and current scholarship. Download the title lists in KBART format for your link resolver and discovery services.',
  books: 'Books your institution has licensed or purchased, and what your books agreement saves you each year.',
  'primary-sources': 'Primary source collections your institution holds: archival documents, pamphlets, specimens and more.',
  images: 'Image collections your institution holds.',
  'shared-collections': 'Collections your institution shares with its users on the platform.',
  'free-and-open': 'Open access journals and books that everyone can read. Download the title list for your discovery services.',
};

type Section = HoldingsTab['sections'][number];
type Collection = Section['collections'][number];

function CollectionItem({ collection, titled, onDownload }: { collection: Collection; titled: boolean; onDownload: OnDownload }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-b border-divider py-2 last:border-b-0">
      <span className="font-medium text-ink">{collection.title}</span>
      <span className="flex items-baseline gap-3 text-sm text-ink-muted">
        {titled ? `${formatCount(collection.titleCount)} titles` : `${formatCount(collection.corpusCount)} items`}
        {collection.links.map((link) => (
          <TextLink
            key={link.url}
            href={link.url}
            download={link.displayUrl}
            onClick={(event) => {
              event.preventDefault();
              onDownload(link);
            }}
          >
            KBART<VisuallyHidden> title list of {collection.title}</VisuallyHidden>
          </TextLink>
        ))}
      </span>
    </li>
  );
}

function SectionCard({
  section,
  titled,
  halves,
  onDownload,
}: {
  section: Section;
  titled: boolean;
  halves: boolean;
  onDownload: OnDownload;
}) {
  const columns = halves ? splitHalves(section.collections) : [section.collections];
  const total = titled ? `${formatCount(section.titleCount)} titles` : `${formatCount(section.corpusCount)} items`;
  return (
    <Card>
      <CardHeader>
        <CardTitle level={3}>{section.title}</CardTitle>
        <CardDescription>
          {section.collections.length > 0 ? `${formatCount(section.collections.length)} collections, ${total}` : total}
        </CardDescription>
      </CardHeader>
      {section.collections.length > 0 && (
        <CardContent className={halves ? 'grid gap-x-8 md:grid-cols-2' : undefined}>
          {columns.map((column, index) => (
            <ul key={index} aria-label={halves ? `${section.title}, column ${index + 1} of 2` : section.title}>
              {column.map((collection) => (
                <CollectionItem key={collection.id} collection={collection} titled={titled} onDownload={onDownload} />
              ))}
            </ul>
          ))}
        </CardContent>
      )}
    </Card>
  );
}

function SavingsCard({ notes }: { notes: BooksNotes }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={3}>Your savings</CardTitle>
        <CardDescription>
          {[notes.classification, notes.community].filter(Boolean).join(' · ') || 'Your books agreement compared with list prices.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <div>
            <dt className="text-sm text-ink-muted">Savings</dt>
            <dd className="text-2xl font-bold text-ink">{savingsPercent(notes.annualBooksExpenditureSavings)}%</dd>
          </div>
          <div>
            <dt className="text-sm text-ink-muted">Saved each year</dt>
            <dd className="text-2xl font-bold text-ink">{formatDollars(notes.totalBooksSavings)}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink-muted">Yearly spend</dt>
            <dd className="text-lg text-ink">{formatDollars(notes.annualBooksSpend)}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink-muted">Tier discount</dt>
            <dd className="text-lg text-ink">{savingsPercent(notes.booksTierSavings)}%</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

/** One tab: its introduction, summary counts with the Download menu, and its section cards (spec 000 §2). */
export function HoldingsTabPanel({
  value,
  label,
  tab,
  booksNotes = null,
}: {
  value: HoldingsTabValue;
  label: string;
  tab: HoldingsTab;
  booksNotes?: BooksNotes | null;
}) {
  const titled = value === 'journals' || value === 'books' || value === 'free-and-open';
  const empty = tab.titleCount === 0 && tab.corpusCount === 0 && tab.collectionCount === 0;
  const providerName = useAtomValue(providerNameAtom);
  const download = useHoldingsDownload();
  return (
    <div className="flex flex-col gap-6">
      {/* The tab's name as the panel's heading: the cards' h3 titles sit under it, not straight under the page's h1. */}
      <VisuallyHidden asChild>
        <h2>{label}</h2>
      </VisuallyHidden>
      <p className="max-w-3xl text-ink">{TAB_INTRODUCTIONS[value]}</p>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <dl className="flex flex-wrap gap-8" aria-label={`${label} summary`}>
          {titled ? (
            <div>
              <dt className="text-sm text-ink-muted">Titles</dt>
              <dd className="text-3xl font-bold text-ink">{formatCount(tab.titleCount)}</dd>
            </div>
          ) : (
            <div>
              <dt className="text-sm text-ink-muted">Items</dt>
              <dd className="text-3xl font-bold text-ink">{formatCount(tab.corpusCount)}</dd>
            </div>
          )}
          {value !== 'free-and-open' && (
            <div>
              <dt className="text-sm text-ink-muted">Collections</dt>
              <dd className="text-3xl font-bold text-ink">{formatCount(tab.collectionCount)}</dd>
            </div>
          )}
        </dl>
        <DownloadMenu links={tab.links} label={label} onDownload={download.start} />
      </div>
      {download.failed && (
        <HoldingsError
          supportName={supportNameFor(value, providerName)}
          onRetry={() => download.failed && download.start(download.failed)}
        />
      )}
      {empty ? (
        <p className="text-ink">Your institution does not hold any {label.toLowerCase()} yet.</p>
      ) : (
        <div className="flex flex-col gap-4">
          {booksNotes && <SavingsCard notes={booksNotes} />}
          {tab.sections.map((section) => (
            <SectionCard
              key={section.key}
              section={section}
              titled={titled}
              halves={value === 'journals' && section.key === 'archive'}
              onDownload={download.start}
            />
          ))}
        </div>
      )}
    </div>
  );
}
