import { describe, expect, it } from 'vitest';
import { FLAG_NAMES } from '@console/graphql/flags';
import { landingPath } from '../../../admin/src/app/route-guards.ts';
import { paths, type AppPath } from '../../../admin/src/config/paths.ts';
import { buildUserState } from '../../../admin/src/state/user-state.ts';
import { CONSOLE_PAGE_PATHS, preloadLanding } from './preload-landing.ts';

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
