import { platformsFor, USER_PAGE_SIZE, USER_PAGE_SIZE_QA } from '@console/rules/users';
import { hasFlag, type UserStateResult } from '../../../state/user-state';
import type { UsersQuery } from '../api/users-requests';

export interface UserManagementParams {
  siteCode: string;
  /** External id of the selected account (pairedUsersDataDownload's accountId). */
  accountId: string;
  institutionName: string;
  isPublisher: boolean;
  platforms: string[];
  asQa: boolean;
  pageSize: number;
  /** Spec 000 §6: user_management_add_admin_permission. */
  canGrantAdmin: boolean;
}

/** The selected account and the flags that shape the page (spec 000 §6, §9). */
export function userManagementParamsOf(state: UserStateResult): UserManagementParams {
  const user = state.kind === 'admin' ? state.user : null;
  const asQa = user ? hasFlag(user, 'as_qa') : false;
  return {
    siteCode: user?.selectedInstitution ?? '',
    accountId: user?.selectedAccount?.externalId ?? '',
    institutionName: user?.selectedAccount?.name ?? '',
    isPublisher: user?.accountType === 'publisher',
    platforms: platformsFor(user ? hasFlag(user, 'user_management_jstor_and_artstor_platform') : false),
    asQa,
    pageSize: asQa ? USER_PAGE_SIZE_QA : USER_PAGE_SIZE,
    canGrantAdmin: user ? hasFlag(user, 'user_management_add_admin_permission') : false,
  };
}

/** The first page of the whole list: what the screen shows when it opens. */
export function firstPageQuery(params: UserManagementParams): UsersQuery {
  return {
    siteCode: params.siteCode,
    platforms: params.platforms,
    page: 1,
    pageSize: params.pageSize,
    asQa: params.asQa,
    adminOnly: false,
    search: null,
  };
}
