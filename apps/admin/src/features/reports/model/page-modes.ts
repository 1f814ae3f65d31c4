import type { FlagName } from '../../../config/flags';
import { paths } from '../../../config/paths';

export interface HistoryParams {
  userId: string;
  namespaces: readonly string[];
  platforms: readonly string[];
  multiPlatform: boolean;
}

/** The seven modes of the reports page (spec 001 §2). */
export type ReportPageKind = 'counter5' | 'counter51' | 'books' | 'artstor' | 'ccud' | 'engagement' | 'publisher';

/** How dates are picked: by month for COUNTER and Artstor, by day otherwise (spec 001 §5). */
export type DateGranularity = 'month' | 'day';

export interface ReportPageMode {
  kind: ReportPageKind;
  path: string;
  heading: string;
  description: string;
  /** The namespace of the history (the publisher page reads three). */
  namespaces: readonly string[];
  /** The namespace a consortium's wizard lists (COUNTER 5: the consortial reports, all retired). */
  consortiumNamespace: string | null;
  /** Multi-platform history (COUNTER 5: jstor and artstor) and schedules (Artstor). */
  historyPlatforms: readonly ('jstor' | 'artstor')[];
  schedulePlatforms: readonly ('jstor' | 'artstor')[];
  multiPlatformHistory: boolean;
  multiPlatformSchedules: boolean;
  /** COUNTER 5 shows Report History only. */
  showSchedules: boolean;
  createFlag: FlagName;
  granularity: DateGranularity;
  /** Type shown in the download toast: '{type} Usage Report Download: {code}'. */
  toastType: string;
  /** Only One-time runs (COUNTER 5). */
  oneTimeOnly: boolean;
}

const base = {
  consortiumNamespace: null,
  historyPlatforms: ['jstor'],
  schedulePlatforms: ['jstor'],
  multiPlatformHistory: false,
  multiPlatformSchedules: false,
  showSchedules: true,
  granularity: 'day',
  oneTimeOnly: false,
} as const;

export const REPORT_PAGE_MODES: Record<ReportPageKind, ReportPageMode> = {
  counter5: {
    ...base,
    kind: 'counter5',
    path: paths.counter5,
    heading: 'COUNTER 5 Usage Reports',
    description: 'COUNTER Release 5 reports requested before COUNTER 5.1 went live on March 1, 2025.',
    namespaces: ['Counter5'],
    consortiumNamespace: 'ConsortialRF',
    historyPlatforms: ['jstor', 'artstor'],
    multiPlatformHistory: true,
    showSchedules: false,
    createFlag: 'enable_c5_create',
    granularity: 'month',
    toastType: 'COUNTER 5',
    oneTimeOnly: true,
  },
  counter51: {
    ...base,
    kind: 'counter51',
    path: paths.counter51,
    heading: 'COUNTER 5.1 Usage Reports',
    description: 'Request, schedule and download COUNTER Release 5.1 reports and standard views of your usage.',
    namespaces: ['Counter5.1'],
    consortiumNamespace: 'Counter5.1',
    createFlag: 'enable_c5_create',
    granularity: 'month',
    toastType: 'COUNTER 5.1',
  },
  books: {
    ...base,
    kind: 'books',
    path: paths.bookReports,
    heading: 'Books Reports',
    description: 'Request and schedule usage reports of the books your institution reads.',
    namespaces: ['BooksReports'],
    createFlag: 'enable_books_create',
    toastType: 'Books',
  },
  artstor: {
    ...base,
    kind: 'artstor',
    path: paths.artstorCollection,
    heading: 'Artstor Collection',
    description: 'Request and schedule usage reports of your Artstor collections.',
    namespaces: ['ArtstorCollections'],
    historyPlatforms: ['artstor'],
    schedulePlatforms: ['jstor', 'artstor'],
    multiPlatformSchedules: true,
    createFlag: 'enable_c5_create',
    granularity: 'month',
    toastType: 'Artstor',
  },
  ccud: {
    ...base,
    kind: 'ccud',
    path: paths.ccudReports,
    heading: 'Collections Usage',
    description: 'Request and schedule usage reports of the community collections your institution takes part in.',
    namespaces: ['CommunityCollections'],
    createFlag: 'enable_ccud_create',
    toastType: 'Collections',
  },
  engagement: {
    ...base,
    kind: 'engagement',
    path: paths.engagementReport,
    heading: 'Engagement Report',
    description: 'Request and schedule reports of how your users engage with the platform.',
    namespaces: ['PlatformEngagement'],
    createFlag: 'enable_engagement_create',
    toastType: 'Engagement',
  },
  publisher: {
    ...base,
    kind: 'publisher',
    path: paths.publisherReports,
    heading: 'Publisher Usage Reports',
    description: 'Request and schedule usage reports of your journals, books and research reports.',
    namespaces: ['PublisherJournalReports', 'PublisherBooksReports', 'PublisherResearchReports'],
    createFlag: 'enable_c5_create',
    toastType: 'Publisher',
  },
};

export function modeOfPath(path: string): ReportPageMode {
  return Object.values(REPORT_PAGE_MODES).find((mode) => mode.path === path) ?? REPORT_PAGE_MODES.counter51;
}

/**
 * Publisher reports have no create flag in the spec's list (enable_c5_create, enable_books_create,
 * enable_engagement_create, enable_ccud_create): publishers always get the button.
 */
export function showsCreateButton(mode: ReportPageMode, enabledFlags: readonly string[], isPublisher: boolean): boolean {
  if (mode.kind === 'publisher') return isPublisher;
  return enabledFlags.includes(mode.createFlag);
}

/** Which publisher sections appear: only kinds the publisher has titles of (spec 001 §5). */
export function publisherNamespaces(counts: { journals: number; books: number; researchReports: number }): string[] {
  return [
    ...(counts.journals > 0 ? ['PublisherJournalReports'] : []),
    ...(counts.books > 0 ? ['PublisherBooksReports'] : []),
    ...(counts.researchReports > 0 ? ['PublisherResearchReports'] : []),
  ];
}

/** What the history (or schedules) query of a page mode asks for. */
export function historyParams(kind: ReportPageKind, userId: string, schedules: boolean): HistoryParams {
  const mode = REPORT_PAGE_MODES[kind];
  return {
    userId,
    namespaces: mode.namespaces,
    platforms: schedules ? mode.schedulePlatforms : mode.historyPlatforms,
    multiPlatform: schedules ? mode.multiPlatformSchedules : mode.multiPlatformHistory,
  };
}
