import { atom } from 'jotai';
import { atomWithMutation, atomWithSuspenseQuery, queryClientAtom } from 'jotai-tanstack-query';
import { userStateAtom } from '../../../state/session';
import { hasFlag } from '../../../state/user-state';
import {
  accountInformationOptions,
  submitResearchToolFeedback,
  updateResearchToolLicense,
  type AccountInformation,
  type ResearchToolFeedback,
} from '../api/account-information';

export const accountInformationSiteCodeAtom = atom((get) => {
  const state = get(userStateAtom);
  return state.kind === 'admin' ? state.user.selectedInstitution : '';
});

/** Flag enable_rt_admin_switch: the Features section exists only with it (spec 000 §2). */
export const researchToolSwitchEnabledAtom = atom((get) => {
  const state = get(userStateAtom);
  return state.kind === 'admin' && hasFlag(state.user, 'enable_rt_admin_switch');
});

export const accountInformationAtom = atomWithSuspenseQuery((get) => accountInformationOptions(get(accountInformationSiteCodeAtom)));

/** Turns the research tool on or off; on success the page's cached licence takes the new status. */
export const setResearchToolAtom = atomWithMutation((get) => ({
  mutationKey: ['account-information', 'research-tool'],
  mutationFn: ({ licenseId, active }: { licenseId: string; active: boolean }) => updateResearchToolLicense(licenseId, active),
  onSuccess: (result: { licenseId: string; status: string }) => {
    const client = get(queryClientAtom);
    const key = accountInformationOptions(get(accountInformationSiteCodeAtom)).queryKey;
    client.setQueryData<AccountInformation>(key, (current) =>
      current?.researchTool
        ? { ...current, researchTool: { ...current.researchTool, status: result.status, active: result.status === 'OK' } }
        : current,
    );
  },
}));

export const sendResearchToolFeedbackAtom = atomWithMutation(() => ({
  mutationKey: ['account-information', 'research-tool-feedback'],
  mutationFn: (input: ResearchToolFeedback) => submitResearchToolFeedback(input),
}));
