import { hasFlag, type UserStateResult } from '../../../state/user-state';

export type HomeKind = 'institution' | 'publisher' | 'consortium-without-dashboard' | 'staff' | 'none';

export interface HomeParams {
  kind: HomeKind;
  siteCode: string;
  accountType: string;
}

/**
 * What the home page shows and for which site (spec 000 §2, §7): homepageSummaryV2 is skipped without an
 * institution or user, and for a consortium whose flag enable_consortium_homepage is off.
 */
export function homeParamsOf(state: UserStateResult): HomeParams {
  const user = state.kind === 'admin' ? state.user : null;
  if (user?.internalAdmin) return { kind: 'staff', siteCode: '', accountType: '' };
  if (!user || !user.selectedInstitution) return { kind: 'none', siteCode: '', accountType: '' };
  const { selectedInstitution: siteCode, accountType } = user;
  if (accountType === 'publisher') return { kind: 'publisher', siteCode, accountType };
  if (accountType === 'consortium' && !hasFlag(user, 'enable_consortium_homepage')) {
    return { kind: 'consortium-without-dashboard', siteCode, accountType };
  }
  return { kind: 'institution', siteCode, accountType };
}
