import { atom } from 'jotai';
import { atomWithMutation, atomWithSuspenseQuery, queryClientAtom } from 'jotai-tanstack-query';
import { userStateAtom } from '../../../state/session';
import { sushiCredentialsAccess } from '../model/sushi-credentials';
import { createSushiCredential, revokeSushiCredential, sushiCredentialsOptions } from '../api/sushi-credentials';
import { accountInformationSiteCodeAtom } from './account-information-atoms';

/** Whether the user sees the credentials and may create them (issue 30). */
export const sushiCredentialsAccessAtom = atom((get) => {
  const state = get(userStateAtom);
  const user = state.kind === 'admin' ? state.user : null;
  return sushiCredentialsAccess({
    viaAgency: user?.selectedAccount?.viaAgency === true,
    masquerading: user?.masqueradeAccountName != null,
  });
});

export const sushiCredentialsAtom = atomWithSuspenseQuery((get) => sushiCredentialsOptions(get(accountInformationSiteCodeAtom)));

/** Creates credentials; the list is read again before the mutation settles, so the new row is there with the key. */
export const createSushiCredentialAtom = atomWithMutation((get) => ({
  mutationKey: ['account-information', 'sushi-credentials', 'create'],
  mutationFn: () => createSushiCredential(get(accountInformationSiteCodeAtom)),
  onSuccess: () =>
    get(queryClientAtom).refetchQueries({ queryKey: sushiCredentialsOptions(get(accountInformationSiteCodeAtom)).queryKey, exact: true }),
}));

/** Revokes credentials; the list is read again before the mutation settles. */
export const revokeSushiCredentialAtom = atomWithMutation((get) => ({
  mutationKey: ['account-information', 'sushi-credentials', 'revoke'],
  mutationFn: (credentialId: string) => revokeSushiCredential(credentialId),
  onSuccess: () =>
    get(queryClientAtom).refetchQueries({ queryKey: sushiCredentialsOptions(get(accountInformationSiteCodeAtom)).queryKey, exact: true }),
}));
