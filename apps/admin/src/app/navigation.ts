import { EXTERNAL_LINKS } from '../config/constants';
import { paths, type AppPath } from '../config/paths';
import { hasFlag, type UserState } from '../state/user-state';

export type NavItem =
  | { kind: 'link'; label: string; to: AppPath }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'note'; label: string }
  | { kind: 'group'; label: string; items: NavItem[] }
  | { kind: 'feedback'; label: string };

export interface NavContext {
  providerName: string;
  /** Whether the selected site takes part in EBA (undefined while loading: the item stays hidden). */
  isEbaParticipant: boolean | undefined;
  /** Whether the selected site has at least one available collection. */
  hasCollections: boolean | undefined;
}

const link = (label: string, to: AppPath): NavItem => ({ kind: 'link', label, to });
const external = (label: string, href: string): NavItem => ({ kind: 'external', label, href });
const feedback: NavItem = { kind: 'feedback', label: 'Send Feedback' };

/** Side navigation of an institution or consortium administrator (spec 000 §2, 001 §2). */
export function institutionNav(user: UserState, context: NavContext): NavItem[] {
  const on = (flag: Parameters<typeof hasFlag>[1]) => hasFlag(user, flag);
  const reports: NavItem[] = [link('COUNTER 5', paths.counter5)];
  if (on('enable_c5_1')) reports.push(link('COUNTER 5.1', paths.counter51));
  if (on('enable_artstor_reports_on_jstor')) reports.push(link('Artstor Collection', paths.artstorCollection));
  if (on('enable_books_reports')) reports.push(link(`Books at ${context.providerName}`, paths.bookReports));
  if (on('enable_ccud_create') && context.hasCollections) reports.push(link('Collections Usage', paths.ccudReports));
  if (on('enable_engagement_create')) reports.push(link('Engagement Report', paths.engagementReport));
  reports.push(link('Publisher Report', paths.publisherReports));

  const items: NavItem[] = [
    link('Home', paths.home),
    link('Access Methods', paths.accessMethods),
    link('Account Information', paths.accountInformation),
    link('User Management', paths.userManagement),
    on('holdings_summary_enabled') && user.accountType === 'institution'
      ? link('Holdings', paths.holdings)
      : { kind: 'note', label: 'Holdings (coming soon)' },
  ];
  if (on('enable_alma_linking')) items.push(link('Alma Linking', paths.almaLinking));
  items.push({ kind: 'group', label: 'Reports', items: reports });
  if (on('eba_selection') && context.isEbaParticipant) items.push(link('EBA Selection', paths.eba));
  if (on('eba_selection')) items.push(link('EBA Status Dashboard', paths.ebaStatusDashboard));
  items.push(external('Support', EXTERNAL_LINKS.support), external('For Librarians', EXTERNAL_LINKS.forLibrarians), feedback);
  return items;
}

/** Side navigation of a publisher (spec 000 §2). */
export function publisherNav(): NavItem[] {
  return [
    link('Home', paths.home),
    link('Reports', paths.publisherReports),
    link('User Management', paths.userManagement),
    external('Support', EXTERNAL_LINKS.support),
    external('For Publishers', EXTERNAL_LINKS.forPublishers),
    feedback,
  ];
}

/** Side navigation of internal staff acting as themselves (decision recorded in docs/decisions.md). */
export function internalNav(): NavItem[] {
  return [
    link('Home', paths.home),
    link('Publisher Reports', paths.publisherReports),
    link('EBA Status Dashboard', paths.ebaStatusDashboard),
    external('Support', EXTERNAL_LINKS.support),
    external('For Librarians', EXTERNAL_LINKS.forLibrarians),
    external('For Publishers', EXTERNAL_LINKS.forPublishers),
    feedback,
  ];
}

export function navFor(user: UserState, context: NavContext): NavItem[] {
  if (user.internalAdmin) return internalNav();
  if (user.isPublisher) return publisherNav();
  return institutionNav(user, context);
}
