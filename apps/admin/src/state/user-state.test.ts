import type { SessionQuery } from '@console/graphql/client';
import { describe, expect, it } from 'vitest';
import {
  buildAdminList,
  buildUserState,
  hasFlag,
  INTERNAL_STAFF_ENTRY,
  isStaleChoice,
  readStoredChild,
  readStoredSelection,
  SELECTED_CHILD_KEY,
  SELECTED_INSTITUTION_KEY,
  storeSelectedChild,
} from './user-state';

type Session = NonNullable<SessionQuery['session']>;
type Profile = Session['authenticatedProfiles'][number];

const profile = (code: string, name: string, overrides: Partial<Profile> = {}): Profile => ({
  accountType: 'institution',
  accountName: name,
  accountCode: code,
  role: 'ADMINISTRATOR',
  institutionId: `id-${code}`,
  externalId: `ext-${code}`,
  userId: 'u1',
  ...overrides,
});

function data(overrides: Partial<Session> = {}, enabled: string[] = []): SessionQuery {
  return {
    session: {
      uuid: 'session-1',
      userAccount: {
        id: 'u1',
        username: 'librarian@demo.edu',
        name: 'Demo Librarian',
        lastLoggedIn: null,
        contact: { email: 'librarian@demo.edu', firstName: 'Demo', lastName: 'Librarian' },
      },
      authenticatedAccounts: [{ id: 'ind-1', type: 'individual', name: 'Demo Librarian', roles: [] }],
      authenticatedProfiles: [],
      masquerade: null,
      ...overrides,
    },
    flags: { enabled, disabled: [] },
  };
}

describe('buildUserState', () => {
  it('is anonymous without a session or without a user', () => {
    expect(buildUserState({ session: null, flags: { enabled: [], disabled: [] } }).kind).toBe('anonymous');
    expect(buildUserState(data({ userAccount: null })).kind).toBe('anonymous');
  });

  it('refuses an individual account with no admin role', () => {
    expect(buildUserState(data()).kind).toBe('non-admin');
    expect(buildUserState(data({ authenticatedProfiles: [profile('x', 'X', { role: 'READER' })] })).kind).toBe('non-admin');
  });

  it('selects the first account by name by default and honours a valid selection', () => {
    const profiles = [profile('demouniv', 'Demo University'), profile('democoll', 'Demo College')];
    const result = buildUserState(data({ authenticatedProfiles: profiles }));
    expect(result.kind === 'admin' && result.user.selectedInstitution).toBe('democoll');
    const chosen = buildUserState(data({ authenticatedProfiles: profiles }), { selectedSiteCode: 'demouniv' });
    expect(chosen.kind === 'admin' && chosen.user.selectedInstitution).toBe('demouniv');
    const stale = buildUserState(data({ authenticatedProfiles: profiles }), { selectedSiteCode: 'gone' });
    expect(stale.kind === 'admin' && stale.user.selectedInstitution).toBe('democoll');
  });

  it('reads a stored selection only when there is a choice to make (more than one account)', () => {
    let reads = 0;
    const read = () => {
      reads += 1;
      return 'demouniv';
    };
    const single = buildUserState(data({ authenticatedProfiles: [profile('democoll', 'Demo College')] }), { selectedSiteCode: read });
    expect(single.kind === 'admin' && single.user.selectedInstitution).toBe('democoll');
    expect(reads).toBe(0);
    const profiles = [profile('demouniv', 'Demo University'), profile('democoll', 'Demo College')];
    const chosen = buildUserState(data({ authenticatedProfiles: profiles }), { selectedSiteCode: read });
    expect(chosen.kind === 'admin' && chosen.user.selectedInstitution).toBe('demouniv');
    expect(reads).toBe(1);
  });

  it('marks publishers by the selected account type', () => {
    const result = buildUserState(
      data({ authenticatedProfiles: [profile('demopress', 'Demo Press', { accountType: 'publisher', role: 'MEMBER' })] }),
    );
    expect(result.kind).toBe('admin');
    if (result.kind !== 'admin') return;
    expect(result.user.isPublisher).toBe(true);
    expect(result.user.adminList[0]?.accountType).toBe('Publisher');
  });

  it('gives internal staff without profiles the synthetic Internal Staff profile', () => {
    const result = buildUserState(
      data({ authenticatedAccounts: [{ id: 'ind', type: 'individual', name: 'Staff', roles: ['ITHAKA_STAFF'] }] }),
    );
    expect(result.kind).toBe('admin');
    if (result.kind !== 'admin') return;
    expect(result.user.internalAdmin).toBe(true);
    expect(result.user.adminList).toEqual([INTERNAL_STAFF_ENTRY]);
    expect(result.user.isPublisher).toBe(false);
  });

  it('treats masquerading staff as the account they act for', () => {
    const result = buildUserState(
      data({
        authenticatedAccounts: [{ id: 'ind', type: 'individual', name: 'Staff', roles: ['ITHAKA_STAFF'] }],
        authenticatedProfiles: [profile('basicinst', 'Basic Institute')],
        masquerade: { accountCode: 'basicinst', accountName: 'Basic Institute' },
      }),
    );
    expect(result.kind === 'admin' && result.user).toMatchObject({
      internalAdmin: false,
      isStaff: true,
      isMasquerading: true,
      selectedInstitution: 'basicinst',
    });
  });

  it('merges agent children into the admin list, without duplicates', () => {
    const result = buildUserState(
      data({
        authenticatedProfiles: [
          profile('demoagency', 'Demo Library Agency'),
          profile('demoagency', 'Demo Library Agency', { role: 'AGENT_ADMINISTRATOR' }),
        ],
      }),
      {
        childInstitutions: [
          { id: 'c1', name: 'Alpha College', code: 'alpha', type: 'institution' },
          { id: 'c2', name: 'Demo Library Agency', code: 'demoagency', type: 'institution' },
        ],
      },
    );
    expect(result.kind === 'admin' && result.user.isAgentAdministrator).toBe(true);
    expect(result.kind === 'admin' && result.user.agentAccountIds).toEqual(['ext-demoagency']);
    expect(result.kind === 'admin' && result.user.adminList.map((e) => e.siteCode)).toEqual(['alpha', 'demoagency']);
  });

  it('counts the accounts of a long list the page carried only the first of, and says the list is incomplete', () => {
    const agency = [profile('agency', 'Zeta Agency', { role: 'AGENT_ADMINISTRATOR' })];
    const first = { id: 'c1', name: 'Abbey College', code: 'abbey', type: 'institution' };
    const partial = buildUserState(data({ authenticatedProfiles: agency }), { childInstitutions: [first], childInstitutionCount: 5000 });
    expect(partial.kind === 'admin' && partial.user).toMatchObject({
      adminList: [expect.objectContaining({ siteCode: 'abbey', viaAgency: true }), expect.objectContaining({ siteCode: 'agency' })],
      selectedInstitution: 'abbey',
      accountCount: 5001,
      adminListComplete: false,
      isSingleInstitution: false,
    });
    const whole = buildUserState(data({ authenticatedProfiles: agency }), { childInstitutions: [first] });
    expect(whole.kind === 'admin' && whole.user).toMatchObject({ accountCount: 2, adminListComplete: true });
    // A count no larger than the list is a whole list.
    const counted = buildUserState(data({ authenticatedProfiles: agency }), { childInstitutions: [first], childInstitutionCount: 1 });
    expect(counted.kind === 'admin' && counted.user).toMatchObject({ accountCount: 2, adminListComplete: true });
    const alone = buildUserState(data({ authenticatedProfiles: [profile('a', 'A')] }));
    expect(alone.kind === 'admin' && alone.user).toMatchObject({ accountCount: 1, adminListComplete: true, isSingleInstitution: true });
  });

  it('admits an agent administrator without another admin role, as the gateway does', () => {
    const result = buildUserState(data({ authenticatedProfiles: [profile('agency', 'Agency', { role: 'AGENT_ADMINISTRATOR' })] }));
    expect(result.kind === 'admin' && result.user.isAgentAdministrator).toBe(true);
    expect(result.kind === 'admin' && result.user.adminList.map((e) => e.siteCode)).toEqual(['agency']);
  });

  it('reads flags', () => {
    const result = buildUserState(data({ authenticatedProfiles: [profile('a', 'A')] }, ['enable_c5_1']));
    expect(result.kind === 'admin' && hasFlag(result.user, 'enable_c5_1')).toBe(true);
    expect(result.kind === 'admin' && hasFlag(result.user, 'as_qa')).toBe(false);
  });
});

describe('buildAdminList', () => {
  it('keeps only admin profiles and sorts by name, case-insensitively', () => {
    const list = buildAdminList([
      profile('b', 'beta'),
      profile('a', 'Alpha'),
      profile('r', 'Reader only', { role: 'READER' }),
      profile('c', 'Consortium', { accountType: 'consortium' }),
    ]);
    expect(list.map((e) => e.name)).toEqual(['Alpha', 'beta', 'Consortium']);
    expect(list[2]?.accountType).toBe('Consortium');
    expect(list.some((entry) => entry.viaAgency)).toBe(false);
  });

  it("marks an agency's child institutions, except one the user also administers directly", () => {
    const list = buildAdminList(
      [profile('a', 'Alpha')],
      [
        { id: 'x-a', code: 'a', name: 'Alpha', type: 'institution' },
        { id: 'x-k', code: 'k', name: 'Kappa College', type: 'institution' },
      ],
    );
    expect(list.map((entry) => [entry.siteCode, entry.viaAgency ?? false])).toEqual([
      ['a', false],
      ['k', true],
    ]);
  });
});

describe('readStoredSelection', () => {
  const storage = (value: string | null) => ({ getItem: (key: string) => (key === SELECTED_INSTITUTION_KEY ? value : null) });
  it('reads the JSON string the ACCOUNTS dropdown stored', () => {
    expect(readStoredSelection(storage('"demouniv"'))).toBe('demouniv');
  });
  it('is null when nothing, something else or something unreadable is stored', () => {
    expect(readStoredSelection(storage(null))).toBeNull();
    expect(readStoredSelection(storage('null'))).toBeNull();
    expect(readStoredSelection(storage('42'))).toBeNull();
    expect(readStoredSelection(storage('{oops'))).toBeNull();
  });
});

describe('the stored child institution (SELECTED_CHILD_KEY)', () => {
  const memory = () => {
    const values = new Map<string, string>();
    return {
      values,
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
  };
  const child = {
    name: 'Kappa College',
    siteCode: 'kappa',
    externalId: 'x-k',
    accountType: 'Institution' as const,
    viaAgency: true as const,
  };

  it('keeps a chosen child institution, as the ChildInstitutions query answers it, and forgets any other choice', () => {
    const storage = memory();
    storeSelectedChild(child, storage);
    expect(JSON.parse(storage.values.get(SELECTED_CHILD_KEY)!)).toEqual({
      id: 'x-k',
      name: 'Kappa College',
      code: 'kappa',
      type: 'institution',
    });
    expect(readStoredChild('kappa', storage)).toEqual({ id: 'x-k', name: 'Kappa College', code: 'kappa', type: 'institution' });
    storeSelectedChild({ ...child, viaAgency: undefined }, storage);
    expect(storage.values.has(SELECTED_CHILD_KEY)).toBe(false);
    storeSelectedChild(child, storage);
    storeSelectedChild(null, storage);
    expect(storage.values.has(SELECTED_CHILD_KEY)).toBe(false);
  });

  it('reads it only for the stored choice, and nothing unreadable', () => {
    const storage = memory();
    storeSelectedChild(child, storage);
    expect(readStoredChild('other', storage)).toBeNull();
    expect(readStoredChild(null, storage)).toBeNull();
    for (const text of ['{oops', '42', '{"id":"x","name":"N","code":"kappa"}', '{"id":"x","name":7,"code":"kappa","type":"institution"}']) {
      storage.values.set(SELECTED_CHILD_KEY, text);
      expect(readStoredChild('kappa', storage)).toBeNull();
    }
  });

  it('is not kept when storage refuses it', () => {
    const refusing = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => storeSelectedChild(child, refusing)).not.toThrow();
  });
});

describe('isStaleChoice', () => {
  const list = buildAdminList([profile('a', 'Alpha'), profile('b', 'Beta')]);
  it('is true for a stored choice the whole list does not have, and only then', () => {
    expect(isStaleChoice({ adminList: list, adminListComplete: true }, 'gone')).toBe(true);
    expect(isStaleChoice({ adminList: list, adminListComplete: true }, 'b')).toBe(false);
    expect(isStaleChoice({ adminList: list, adminListComplete: true }, null)).toBe(false);
    // Only the first accounts of a long list are known yet: a stored child may be further on.
    expect(isStaleChoice({ adminList: list, adminListComplete: false }, 'gone')).toBe(false);
  });
});
