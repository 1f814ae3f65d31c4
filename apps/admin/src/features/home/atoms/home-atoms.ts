import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { atomWithSuspenseQuery } from 'jotai-tanstack-query';
import { userStateAtom } from '../../../state/session';
import { hasFlag } from '../../../state/user-state';
import { crossPlatformTrendsOptions, homepageSummaryOptions } from '../api/home';
import { timeFrameOf, type TimeFrameValue } from '../model/time-frame';

/** The chosen time frame, kept in user state for the browser tab's life (spec 000 §2). */
export const usageTimeFrameAtom = atomWithStorage<TimeFrameValue>(
  'admin.usageTimeFrame',
  '',
  createJSONStorage(() => sessionStorage),
  { getOnInit: true },
);

export const timeFrameOptionAtom = atom((get) => timeFrameOf(get(usageTimeFrameAtom)));

export const chooseTimeFrameAtom = atom(null, (_get, set, value: TimeFrameValue) => set(usageTimeFrameAtom, value));

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
export const homeParamsAtom = atom((get): HomeParams => {
  const state = get(userStateAtom);
  const user = state.kind === 'admin' ? state.user : null;
  if (user?.internalAdmin) return { kind: 'staff', siteCode: '', accountType: '' };
  if (!user || !user.selectedInstitution) return { kind: 'none', siteCode: '', accountType: '' };
  const { selectedInstitution: siteCode, accountType } = user;
  if (accountType === 'publisher') return { kind: 'publisher', siteCode, accountType };
  if (accountType === 'consortium' && !hasFlag(user, 'enable_consortium_homepage')) {
    return { kind: 'consortium-without-dashboard', siteCode, accountType };
  }
  return { kind: 'institution', siteCode, accountType };
});

/** Read only by dashboard regions, which exist only when homeParamsAtom names a site. */
export const homepageSummaryAtom = atomWithSuspenseQuery((get) => {
  const { siteCode, accountType } = get(homeParamsAtom);
  return homepageSummaryOptions(siteCode, accountType);
});

export const crossPlatformTrendsAtom = atomWithSuspenseQuery((get) => crossPlatformTrendsOptions(get(homeParamsAtom).siteCode));
