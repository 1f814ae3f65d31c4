import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import type { UserState, UserStateResult } from '../state/user-state';
import { decideRoute } from './route-rules';
import { landingPath } from './route-guards';
import { ROUTES } from './route-table';
import { institutionNav, navFor, type NavItem } from './navigation';

const ALL_FLAGS_BUT_QA = [
  'user_management_jstor_and_artstor_platform',
  'user_management_add_admin_permission',
  'holdings_summary_enabled',
  'holdings_books_enabled',
  'enable_books_reports',
  'one_admin_new_homepage',
  'enable_books_create',
  'enable_c5_create',
  'eba_selection',
  'enable_ccud_create',
  'enable_engagement_create',
  'enable_microsoft_sso',
  'enable_alma_linking',
  'enable_artstor_reports_on_jstor',
  'enable_consortium_homepage',
  'enable_lms_access_method',
  'enable_c5_1',
  'enable_rt_admin_switch',
  'enable_admin_notifications',
] as UserState['userFlags']['enabled'];

function user(overrides: Partial<UserState> = {}): UserState {
  return {
    sessionId: 's',
    userId: 'u',
    username: 'u',
    displayName: 'U',
    emailAddress: 'u@demo.edu',
    lastLoggedIn: null,
    accountType: 'institution',
    isPublisher: false,
    internalAdmin: false,
    isStaff: false,
    isMasquerading: false,
    masqueradeAccountName: null,
    isAgentAdministrator: false,
    isSingleInstitution: true,
    adminList: [],
    accountCount: 1,
    adminListComplete: true,
    selectedInstitution: 'demouniv',
    selectedAccount: null,
    agentAccountIds: [],
    userFlags: { enabled: ALL_FLAGS_BUT_QA, disabled: ['as_qa'] },
    ...overrides,
  };
}
const admin = (overrides: Partial<UserState> = {}): UserStateResult => ({ kind: 'admin', user: user(overrides) });
const facts = { isEbaParticipant: true };

describe('decideRoute', () => {
  it('shows the login page for /login and for any unknown path', () => {
    expect(decideRoute('/login', admin(), facts)).toEqual({ kind: 'login-page' });
    expect(decideRoute('/no-such-page', admin(), facts)).toEqual({ kind: 'login-page' });
    expect(decideRoute('/home/extra', { kind: 'anonymous' }, facts)).toEqual({ kind: 'login-page' });
  });

  it('sends a session without a user to login from every known route', () => {
    for (const path of Object.values(paths).filter((p) => p !== paths.login)) {
      expect(decideRoute(path, { kind: 'anonymous' }, facts), path).toEqual({ kind: 'to-login' });
    }
  });

  it('renders / and /home for an institution admin', () => {
    expect(decideRoute('/', admin(), facts)).toEqual({ kind: 'render' });
    expect(decideRoute('/home', admin(), facts)).toEqual({ kind: 'render' });
  });

  it('confines a publisher to home, publisher reports and user management', () => {
    const publisher = admin({ isPublisher: true, accountType: 'publisher' });
    for (const path of ['/', '/home', '/publisher-reports', '/user-management']) {
      expect(decideRoute(path, publisher, facts), path).toEqual({ kind: 'render' });
    }
    for (const path of ['/access-methods', '/counter', '/holdings', '/eba-status-dashboard']) {
      expect(decideRoute(path, publisher, facts), path).toEqual({ kind: 'redirect', to: '/publisher-reports' });
    }
  });

  it('admits only publishers and internal staff to /publisher-reports', () => {
    expect(decideRoute('/publisher-reports', admin(), facts)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRoute('/publisher-reports', admin({ internalAdmin: true }), facts)).toEqual({ kind: 'render' });
  });

  it('admits only internal staff to the EBA status dashboard', () => {
    expect(decideRoute('/eba-status-dashboard', admin(), facts)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRoute('/eba-status-dashboard', admin({ internalAdmin: true }), facts)).toEqual({ kind: 'render' });
  });

  it('sends a consortium selection away from holdings', () => {
    expect(decideRoute('/holdings', admin({ accountType: 'consortium' }), facts)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRoute('/holdings', admin(), facts)).toEqual({ kind: 'render' });
  });

  it('lets /alma-linking exist only with its flag', () => {
    expect(decideRoute('/alma-linking', admin(), facts)).toEqual({ kind: 'render' });
    expect(decideRoute('/alma-linking', admin({ userFlags: { enabled: [], disabled: [] } }), facts)).toEqual({ kind: 'login-page' });
  });

  it('lets only EBA participants use /eba, waiting while participation loads', () => {
    expect(decideRoute('/eba', admin(), { isEbaParticipant: true })).toEqual({ kind: 'render' });
    expect(decideRoute('/eba', admin(), { isEbaParticipant: false })).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRoute('/eba', admin(), { isEbaParticipant: undefined })).toEqual({ kind: 'wait' });
  });
});

const labels = (items: NavItem[]): string[] =>
  items.flatMap((item) => (item.kind === 'group' ? [item.label, ...labels(item.items)] : [item.label]));

describe('landingPath (where the boot starts a signed-in page load)', () => {
  it('agrees with decideRoute on every route, role and flag set: the route itself or where it redirects', () => {
    const users = [
      user(),
      user({ isPublisher: true, accountType: 'publisher' }),
      user({ internalAdmin: true }),
      user({ accountType: 'consortium' }),
      user({ userFlags: { enabled: [], disabled: [] } }),
    ];
    for (const someone of users) {
      for (const route of ROUTES) {
        if (route.layout !== 'shell') continue;
        for (const participant of [true, false, undefined]) {
          const roleFacts = { isEbaParticipant: participant };
          const decision = decideRoute(route.path, { kind: 'admin', user: someone }, roleFacts);
          const landing = landingPath(route.path, someone, roleFacts);
          const label = `${route.path} ${someone.accountType} publisher=${someone.isPublisher} staff=${someone.internalAdmin} participant=${participant}`;
          if (decision.kind === 'render' || decision.kind === 'wait') expect(landing, label).toBe(route.path);
          else if (decision.kind === 'login-page') expect(landing, label).toBeNull();
          else if (decision.kind === 'redirect') {
            const next = decideRoute(decision.to, { kind: 'admin', user: someone }, roleFacts);
            expect(next.kind, label).toBe('render');
            expect(landing, label).toBe(decision.to);
          }
        }
      }
    }
  });

  it("leads a librarian's redirected links Home and a publisher's to their reports", () => {
    const facts = { isEbaParticipant: undefined };
    expect(landingPath('/publisher-reports', user(), facts)).toBe('/');
    expect(landingPath('/eba-status-dashboard', user(), facts)).toBe('/');
    expect(landingPath('/holdings', user({ accountType: 'consortium' }), facts)).toBe('/');
    expect(landingPath('/access-methods', user({ isPublisher: true, accountType: 'publisher' }), facts)).toBe('/publisher-reports');
    expect(landingPath('/eba', user(), facts)).toBe('/eba');
    expect(landingPath('/alma-linking', user({ userFlags: { enabled: [], disabled: [] } }), facts)).toBeNull();
  });
});

describe('side navigation', () => {
  const context = { providerName: 'JSTOR', isEbaParticipant: true, hasCollections: true };

  it('lists every institution item when every flag is on', () => {
    expect(labels(institutionNav(user(), context))).toEqual([
      'Home',
      'Access Methods',
      'Account Information',
      'User Management',
      'Holdings',
      'Alma Linking',
      'Reports',
      'COUNTER 5',
      'COUNTER 5.1',
      'Artstor Collection',
      'Books at JSTOR',
      'Collections Usage',
      'Engagement Report',
      'Publisher Report',
      'EBA Selection',
      'EBA Status Dashboard',
      'Support',
      'For Librarians',
      'Send Feedback',
    ]);
  });

  it('drops flagged items when every flag is off', () => {
    expect(labels(institutionNav(user({ userFlags: { enabled: [], disabled: [] } }), context))).toEqual([
      'Home',
      'Access Methods',
      'Account Information',
      'User Management',
      'Holdings (coming soon)',
      'Reports',
      'COUNTER 5',
      'Publisher Report',
      'Support',
      'For Librarians',
      'Send Feedback',
    ]);
  });

  it('shows the holdings note for a consortium and hides Collections Usage without collections', () => {
    const items = labels(institutionNav(user({ accountType: 'consortium' }), { ...context, hasCollections: false }));
    expect(items).toContain('Holdings (coming soon)');
    expect(items).not.toContain('Collections Usage');
  });

  it('hides EBA Selection from non-participants but keeps the status dashboard entry', () => {
    const items = labels(institutionNav(user(), { ...context, isEbaParticipant: false }));
    expect(items).not.toContain('EBA Selection');
    expect(items).toContain('EBA Status Dashboard');
  });

  it('gives publishers and internal staff their own navigation', () => {
    expect(labels(navFor(user({ isPublisher: true }), context))).toEqual([
      'Home',
      'Reports',
      'User Management',
      'Support',
      'For Publishers',
      'Send Feedback',
    ]);
    expect(labels(navFor(user({ internalAdmin: true }), context))).toContain('EBA Status Dashboard');
  });
});
