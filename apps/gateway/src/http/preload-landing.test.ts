// The console's Home code (imported below) types the `elementtiming` attribute through this declaration.
import type {} from '../../../admin/src/element-timing.d.ts';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { FLAG_NAMES } from '@console/graphql/flags';
import { landingPath } from '../../../admin/src/app/route-guards.ts';
import { paths, type AppPath } from '../../../admin/src/config/paths.ts';
import { buildUserState } from '../../../admin/src/state/user-state.ts';
import { CONSOLE_PAGE_PATHS, HOME_DASHBOARD_CODE, preloadedLoads, preloadLanding } from './preload-landing.ts';

// The console's Home early requests, run for real but for their loads and requests: which loader they call.
const HOME = new URL('../../../admin/src/features/home/', import.meta.url);
const loaded: string[] = [];
vi.mock('../../../admin/src/features/home/home-chunks.ts', async () => {
  const source = readFileSync(new URL('home-chunks.ts', HOME), 'utf8');
  const loaders = [...source.matchAll(/export const (\w+) = \(\) => import\('\.\/([^']+)'\)/g)];
  return Object.fromEntries(
    loaders.map(([, name, module]) => [name, () => (loaded.push(`src/features/home/${module}.tsx`), Promise.resolve({}))]),
  );
});
vi.mock('../../../admin/src/lib/graphql-client.ts', () => ({ execute: () => new Promise(() => undefined) }));
const { homeRouteRequests } = await import('../../../admin/src/features/home/home-route-requests.ts');

type Profile = { accountType: string; accountName: string; accountCode: string; role: string };

function sessionData(options: { profiles?: Profile[]; staff?: boolean; masquerade?: boolean }) {
  return {
    session: {
      uuid: 'session-1',
      userAccount: {
        id: 'u1',
        username: 'someone@demo.edu',
        name: 'Someone',
        lastLoggedIn: null,
        contact: { email: 'someone@demo.edu', firstName: 'Some', lastName: 'One' },
      },
      authenticatedAccounts: [{ id: 'ind-1', type: 'individual', name: 'Someone', roles: options.staff ? ['ITHAKA_STAFF'] : [] }],
      authenticatedProfiles: (options.profiles ?? []).map((profile) => ({
        ...profile,
        institutionId: `id-${profile.accountCode}`,
        externalId: `ext-${profile.accountCode}`,
        userId: 'u1',
      })),
      masquerade: options.masquerade ? { accountCode: 'masq', accountName: 'Masqueraded' } : null,
    },
    flags: { enabled: [...FLAG_NAMES], disabled: [] },
  };
}

const institution = (code: string, role = 'ADMINISTRATOR'): Profile => ({
  accountType: 'institution',
  accountName: `Inst ${code}`,
  accountCode: code,
  role,
});
const publisher = (code: string): Profile => ({
  accountType: 'publisher',
  accountName: `Press ${code}`,
  accountCode: code,
  role: 'MEMBER',
});

const CASES = {
  librarian: sessionData({ profiles: [institution('demouniv'), institution('democoll')] }),
  consortium: sessionData({
    profiles: [{ accountType: 'consortium', accountName: 'Consortium', accountCode: 'cons', role: 'ADMINISTRATOR' }],
  }),
  publisher: sessionData({ profiles: [publisher('press')] }),
  'publisher and librarian': sessionData({ profiles: [publisher('press'), institution('demouniv')] }),
  agent: sessionData({
    profiles: [{ accountType: 'institution', accountName: 'Agency', accountCode: 'agency', role: 'AGENT_ADMINISTRATOR' }],
  }),
  staff: sessionData({ staff: true }),
  'staff acting for a publisher': sessionData({ staff: true, masquerade: true, profiles: [publisher('press')] }),
  'staff acting for an institution': sessionData({ staff: true, masquerade: true, profiles: [institution('demouniv')] }),
};

const PAGE_PATHS = Object.values(paths).filter((path) => path !== paths.login);

describe('preloadLanding', () => {
  it("guesses another path only where the console's guards send every choice of account there", () => {
    let guesses = 0;
    for (const [name, data] of Object.entries(CASES)) {
      const base = buildUserState(data);
      if (base.kind !== 'admin') throw new Error(`${name} is not an admin`);
      for (const path of PAGE_PATHS) {
        const guess = preloadLanding(path, data);
        if (guess === path) continue;
        guesses += 1;
        // Every account the tab may have chosen, and every state of EBA participation.
        for (const entry of base.user.adminList) {
          const chosen = buildUserState(data, { selectedSiteCode: entry.siteCode });
          if (chosen.kind !== 'admin') throw new Error('not an admin');
          for (const isEbaParticipant of [true, false, undefined]) {
            const landing = landingPath(path as AppPath, chosen.user, { isEbaParticipant });
            expect(landing === paths.root ? '/' : landing, `${name} at ${path}, account ${entry.siteCode}`).toBe(guess);
          }
        }
      }
    }
    expect(guesses).toBeGreaterThan(0);
  });

  it("knows the console's page routes, and guesses nothing for any other path", () => {
    expect([...CONSOLE_PAGE_PATHS].sort()).toEqual([...PAGE_PATHS].sort());
    expect(preloadLanding('/no-such-page', CASES.publisher)).toBe('/no-such-page');
    expect(preloadLanding('/login', CASES.publisher)).toBe('/login');
  });

  it("sends a librarian's Publisher Reports to Home and a publisher's other pages to Publisher Reports", () => {
    expect(preloadLanding('/publisher-reports', CASES.librarian)).toBe('/');
    expect(preloadLanding('/eba-status-dashboard', CASES.librarian)).toBe('/');
    expect(preloadLanding('/access-methods', CASES.librarian)).toBe('/access-methods');
    expect(preloadLanding('/access-methods', CASES.publisher)).toBe('/publisher-reports');
    expect(preloadLanding('/publisher-reports', CASES.publisher)).toBe('/publisher-reports');
    // The tab's choice decides: the path itself.
    expect(preloadLanding('/access-methods', CASES['publisher and librarian'])).toBe('/access-methods');
    expect(preloadLanding('/publisher-reports', CASES['publisher and librarian'])).toBe('/publisher-reports');
    // Staff as themselves see every page; an agent's child institutions are not in the session.
    expect(preloadLanding('/publisher-reports', CASES.staff)).toBe('/publisher-reports');
    expect(preloadLanding('/eba-status-dashboard', CASES.staff)).toBe('/eba-status-dashboard');
    expect(preloadLanding('/user-management', CASES.publisher)).toBe('/user-management');
    // Nothing readable: the path.
    expect(preloadLanding('/publisher-reports', null)).toBe('/publisher-reports');
    expect(preloadLanding('/publisher-reports', { session: null })).toBe('/publisher-reports');
  });
});

describe('preloadedLoads', () => {
  const WELCOME = 'src/features/home/components/welcome-modal.tsx';

  it("preloads, of Home's code, what the console's Home loads for every account the session may choose, never the welcome", () => {
    const seen = new Set<string>();
    for (const [name, data] of Object.entries(CASES)) {
      const base = buildUserState(data);
      if (base.kind !== 'admin') throw new Error(`${name} is not an admin`);
      const wanted = preloadedLoads(preloadLanding('/', data), data);
      const choices = base.user.adminList.length > 0 ? base.user.adminList.map((entry) => entry.siteCode) : [null];
      for (const siteCode of choices) {
        const chosen = buildUserState(data, siteCode === null ? {} : { selectedSiteCode: siteCode });
        loaded.length = 0;
        homeRouteRequests.start(chosen, () => false);
        for (const module of loaded) {
          seen.add(module);
          expect(existsSync(new URL(`../../../admin/${module}`, import.meta.url)), module).toBe(true);
          // The welcome loads on a first visit only (local storage, which this test's Node has not: a first visit).
          if (module === WELCOME) expect(wanted(module), name).toBe(false);
          else expect(wanted(module), `${name}, account ${siteCode}: ${module}`).toBe(true);
        }
      }
    }
    expect([...seen].sort()).toEqual([...HOME_DASHBOARD_CODE.institution, ...HOME_DASHBOARD_CODE.publisher, WELCOME].sort());
  });

  it('preloads one kind of dashboard where the session has one kind of account, and none for staff', () => {
    const modules = (name: keyof typeof CASES) =>
      [...HOME_DASHBOARD_CODE.institution, ...HOME_DASHBOARD_CODE.publisher, WELCOME].filter(preloadedLoads('/', CASES[name]));
    expect(modules('librarian')).toEqual(HOME_DASHBOARD_CODE.institution);
    expect(modules('consortium')).toEqual(HOME_DASHBOARD_CODE.institution);
    expect(modules('agent')).toEqual(HOME_DASHBOARD_CODE.institution);
    expect(modules('publisher')).toEqual(HOME_DASHBOARD_CODE.publisher);
    expect(modules('staff acting for a publisher')).toEqual(HOME_DASHBOARD_CODE.publisher);
    expect(modules('publisher and librarian')).toEqual([...HOME_DASHBOARD_CODE.institution, ...HOME_DASHBOARD_CODE.publisher]);
    expect(modules('staff')).toEqual([]);
    // Nothing readable: both dashboards. Another route: all its early requests load.
    expect([WELCOME, ...HOME_DASHBOARD_CODE.publisher].filter(preloadedLoads('/home', null))).toEqual(HOME_DASHBOARD_CODE.publisher);
    expect(preloadedLoads('/user-management', CASES.librarian)('src/features/user-management/x.tsx')).toBe(true);
  });
});
