import { paths, type AppPath } from './paths';

export interface PageInfo {
  /** Suffix of the document title: "{provider} Admin: {title}". */
  title: string;
  /** One sentence under the page heading. */
  description: string;
  path: AppPath;
}

/**
 * The page table (spec 000 §2): a page is found by the last segment of its path with dashes turned
 * into spaces, so "/access-methods" is the page "access methods".
 */
export const PAGES: Readonly<Record<string, PageInfo>> = {
  login: { title: 'Log in', description: 'Log in to manage your account.', path: paths.login },
  home: { title: 'Home', description: 'Usage insights for your institution.', path: paths.home },
  'publisher reports': {
    title: 'Publisher Usage Reports',
    description: 'Request journal, books and research usage reports for your publications.',
    path: paths.publisherReports,
  },
  counter: {
    title: 'COUNTER 5 Usage Reports',
    description: 'Historical COUNTER 5 usage reports requested before March 1, 2025.',
    path: paths.counter5,
  },
  'counter5.1': {
    title: 'COUNTER 5.1 Usage Reports',
    description: 'Request, schedule and download COUNTER Release 5.1 usage reports.',
    path: paths.counter51,
  },
  'ccud reports': {
    title: 'Collections Usage',
    description: 'Usage of the community collections your institution takes part in.',
    path: paths.ccudReports,
  },
  'engagement report': {
    title: 'Engagement Report',
    description: 'How your users engage with the platform.',
    path: paths.engagementReport,
  },
  'artstor collection': {
    title: 'Artstor Collection',
    description: 'Usage reports for Artstor collections.',
    path: paths.artstorCollection,
  },
  'book reports': { title: 'Books Reports', description: 'Usage reports for books.', path: paths.bookReports },
  'alma linking': {
    title: 'Alma Linking',
    description: 'Connect Alma to keep your holdings up to date automatically.',
    path: paths.almaLinking,
  },
  holdings: {
    title: 'Holdings Summary',
    description: 'What your institution has access to, with title lists to download.',
    path: paths.holdings,
  },
  'user management': {
    title: 'User Management',
    description: 'Invite users, extend or expire their access and grant admin permissions.',
    path: paths.userManagement,
  },
  'account information': {
    title: 'Account Information',
    description: 'Branding, OpenURL and SUSHI harvesting details of your account.',
    path: paths.accountInformation,
  },
  'access methods': {
    title: 'Access Methods',
    description: 'How your users reach your subscribed content.',
    path: paths.accessMethods,
  },
  eba: { title: 'EBA Selection', description: 'Upload your evidence-based acquisition selection.', path: paths.eba },
  'eba status dashboard': {
    title: 'EBA Status Dashboard',
    description: 'Where each EBA participant stands in the selection cycle.',
    path: paths.ebaStatusDashboard,
  },
};

/** The page name of a path: its last segment with dashes turned into spaces ("" and "/" are home). */
export function pageNameOf(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const segments = withoutQuery.split('/').filter(Boolean);
  const last = segments.at(-1);
  return last ? decodeURIComponent(last).replace(/-/g, ' ').toLowerCase() : 'home';
}

/** The page of a path, or undefined for an unknown path. */
export function pageOf(path: string): PageInfo | undefined {
  return PAGES[pageNameOf(path)];
}
