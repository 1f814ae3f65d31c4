import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { atomWithMutation, atomWithSuspenseQuery, queryClientAtom } from 'jotai-tanstack-query';
import { userStateAtom } from '../../../state/session';
import {
  addPairedUsers,
  expirePairedUser,
  extendPairedUser,
  requestUserDataDownload,
  USERS_KEY,
  usersPageOptions,
  type UsersQuery,
} from '../api/users';
import { userManagementParamsOf, type UserManagementParams } from '../model/params';
import type { AccessAction } from '../model/users';

export type { UserManagementParams };

/** The selected account and the flags that shape the page (spec 000 §6, §9). */
export const userManagementParamsAtom = atom((get): UserManagementParams => userManagementParamsOf(get(userStateAtom)));

interface ListState {
  siteCode: string;
  page: number;
  adminOnly: boolean;
  /** The searched text (at least 4 characters), or null for the whole list. */
  search: string | null;
}

const listStateAtom = atom<ListState>({ siteCode: '', page: 1, adminOnly: false, search: null });

/** The list's page, filter and search; another selected account starts from the first page of its whole list. */
export const listAtom = atom((get): ListState => {
  const { siteCode } = get(userManagementParamsAtom);
  const state = get(listStateAtom);
  return state.siteCode === siteCode ? state : { siteCode, page: 1, adminOnly: false, search: null };
});

export const goToPageAtom = atom(null, (get, set, page: number) => set(listStateAtom, { ...get(listAtom), page }));
export const showAdminsOnlyAtom = atom(null, (get, set, adminOnly: boolean) =>
  set(listStateAtom, { ...get(listAtom), adminOnly, page: 1 }),
);
export const searchUsersAtom = atom(null, (get, set, search: string | null) => set(listStateAtom, { ...get(listAtom), search, page: 1 }));
/** After a change: the list again from its first page (spec 000 §4). */
export const showFirstPageAtom = atom(null, (get, set) => set(listStateAtom, { ...get(listAtom), page: 1 }));

export const usersQueryAtom = atom((get): UsersQuery => {
  const params = get(userManagementParamsAtom);
  const list = get(listAtom);
  return {
    siteCode: params.siteCode,
    platforms: params.platforms,
    page: list.page,
    pageSize: params.pageSize,
    asQa: params.asQa,
    adminOnly: list.adminOnly,
    search: list.search,
  };
});

export const usersPageAtom = atomWithSuspenseQuery((get) => usersPageOptions(get(usersQueryAtom)));

/**
 * The list's last answer, which stays shown while another page, filter or search loads (null before the first
 * answer, when the screen suspends on usersPageAtom). Suspending on every page change hid the whole section
 * behind its skeleton and rebuilt it: most of a page change's main-thread work (issue 12's 100 ms budget).
 */
export const shownUsersPageAtom = unwrap(usersPageAtom, (previous) => previous ?? null);
const currentUsersPageAtom = unwrap(usersPageAtom, () => null);
/** True while the next answer of the list is loading (the shown one stays, marked busy). */
export const usersPageLoadingAtom = atom((get) => get(currentUsersPageAtom) === null);

/** Every change refetches every page of the list (counts and statuses move). */
const refetchingUsers = (get: Parameters<Parameters<typeof atomWithMutation>[0]>[0]) => {
  const client = get(queryClientAtom);
  return () => client.invalidateQueries({ queryKey: USERS_KEY });
};

export const addUsersAtom = atomWithMutation((get) => {
  const { siteCode } = get(userManagementParamsAtom);
  return {
    mutationKey: ['users', 'add'],
    mutationFn: (emails: string[]) => addPairedUsers(siteCode, emails, []),
    onSuccess: refetchingUsers(get),
  };
});

export interface AccessChange {
  action: AccessAction;
  email: string;
}

export const accessChangeAtom = atomWithMutation((get) => {
  const { siteCode, platforms } = get(userManagementParamsAtom);
  return {
    mutationKey: ['users', 'access'],
    mutationFn: ({ action, email }: AccessChange): Promise<unknown> => {
      switch (action) {
        case 'extend':
        case 'restore':
          return extendPairedUser(siteCode, platforms, email);
        case 'expire':
          return expirePairedUser(siteCode, platforms, email);
        case 'addAdmin':
          return addPairedUsers(siteCode, [email], ['ADMINISTRATOR']);
        case 'resend':
          return addPairedUsers(siteCode, [email], []);
      }
    },
    onSuccess: refetchingUsers(get),
  };
});

export const dataDownloadAtom = atomWithMutation((get) => {
  const { siteCode, accountId } = get(userManagementParamsAtom);
  return {
    mutationKey: ['users', 'data-download'],
    mutationFn: () => requestUserDataDownload(siteCode, accountId),
  };
});
