import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { atomWithSuspenseQuery } from 'jotai-tanstack-query';
import { userStateAtom } from '../../../state/session';
import { crossPlatformTrendsOptions, homepageSummaryOptions } from '../api/home';
import { homeParamsOf } from '../model/home-params';
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

export type { HomeKind, HomeParams } from '../model/home-params';

/** What the home page shows and for which site: model/home-params.ts. */
export const homeParamsAtom = atom((get) => homeParamsOf(get(userStateAtom)));

/** Read only by dashboard regions, which exist only when homeParamsAtom names a site. */
export const homepageSummaryAtom = atomWithSuspenseQuery((get) => {
  const { siteCode, accountType } = get(homeParamsAtom);
  return homepageSummaryOptions(siteCode, accountType);
});

export const crossPlatformTrendsAtom = atomWithSuspenseQuery((get) => crossPlatformTrendsOptions(get(homeParamsAtom).siteCode));
