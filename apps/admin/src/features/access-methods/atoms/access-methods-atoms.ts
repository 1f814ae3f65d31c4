import { atom } from 'jotai';
import { atomWithMutation, atomWithSuspenseQuery, queryClientAtom } from 'jotai-tanstack-query';
import { GatewayError } from '../../../lib/graphql-client';
import { userStateAtom } from '../../../state/session';
import { hasFlag } from '../../../state/user-state';
import {
  accessMethodChangesOptions,
  accessMethodsAccountOptions,
  confirmSsoDomain,
  deleteCredential,
  updateInstitutionalAccount,
  verifyEntityId,
  type AccessMethodsAccount,
} from '../api/access-methods';
import { accessMethodsAccountIdOf } from '../model/access-methods';

export interface AccessMethodsParams {
  /** The selected institution's external id (spec 000 §7: iacAccount by externalId). */
  accountId: string;
  siteCode: string;
  microsoftSso: boolean;
  lmsEnabled: boolean;
  /**
   * The selected account is an agency's child institution (ACCOUNTS lists them for an agent administrator): only
   * its own administrators see its access methods (the gateway refuses others), so the screen says so and asks
   * for nothing.
   */
  notAdministered: boolean;
  /** Internal staff masquerading as the institution: they confirm SSO domains held as pending (issue 30). */
  staffMasquerading: boolean;
}

/** The selected account and the flags the screen reads (spec 000 §2). */
export const accessMethodsParamsAtom = atom((get): AccessMethodsParams => {
  const state = get(userStateAtom);
  const user = state.kind === 'admin' ? state.user : null;
  return {
    accountId: accessMethodsAccountIdOf(state),
    siteCode: user?.selectedInstitution ?? '',
    microsoftSso: user ? hasFlag(user, 'enable_microsoft_sso') : false,
    lmsEnabled: user ? hasFlag(user, 'enable_lms_access_method') : false,
    notAdministered: user?.selectedAccount?.viaAgency === true,
    staffMasquerading: user?.masqueradeAccountName != null,
  };
});

export const accessMethodsAccountAtom = atomWithSuspenseQuery((get) => accessMethodsAccountOptions(get(accessMethodsParamsAtom).accountId));

export const accessMethodChangesAtom = atomWithSuspenseQuery((get) => accessMethodChangesOptions(get(accessMethodsParamsAtom).accountId));

/**
 * One mutation atom per form, so a failure of one tab's request never shows in another. Each writes the
 * account the gateway answers into the cache and waits for the Recent changes panel to refetch, so
 * `isPending` covers the whole change.
 */
function accountChangeAtom<Input>(name: string, run: (accountId: string, input: Input) => Promise<AccessMethodsAccount | null>) {
  return atomWithMutation((get) => {
    const client = get(queryClientAtom);
    const { accountId } = get(accessMethodsParamsAtom);
    return {
      mutationKey: ['access-methods', name, accountId],
      mutationFn: (input: Input) => run(accountId, input),
      onSuccess: async (account: AccessMethodsAccount | null) => {
        const key = accessMethodsAccountOptions(accountId).queryKey;
        if (account) client.setQueryData(key, account);
        else await client.invalidateQueries({ queryKey: key });
        await client.invalidateQueries({ queryKey: accessMethodChangesOptions(accountId).queryKey });
      },
    };
  });
}

const finderInfoShape = (accountId: string, info: Record<string, string>) => ({
  type: 'institution',
  accountId,
  idType: 'externalId',
  preferences: { InstitutionFinderInfo: JSON.stringify(info) },
});

/** Saves (or, with '', deletes) the proxy URL through preferences.InstitutionFinderInfo.loginUrl. */
export const saveProxyAtom = accountChangeAtom('proxy', (accountId, loginUrl: string) =>
  updateInstitutionalAccount(accountId, finderInfoShape(accountId, { loginUrl })),
);
export const deleteProxyAtom = accountChangeAtom('proxy-delete', (accountId, _input: void) =>
  updateInstitutionalAccount(accountId, finderInfoShape(accountId, { loginUrl: '' })),
);

/** Sets domainCredentialProvider: microsoft, google or '' (not participating). */
export const saveSsoProviderAtom = accountChangeAtom('sso-provider', (accountId, provider: string) =>
  updateInstitutionalAccount(accountId, finderInfoShape(accountId, { domainCredentialProvider: provider })),
);

export const saveDomainAtom = accountChangeAtom('domain', (accountId, row: { id: string; domain: string }) =>
  updateInstitutionalAccount(accountId, {
    type: 'institution',
    id: accountId,
    credentials: [{ type: 'DOMAIN', id: row.id, domain: row.domain.trim() }],
  }),
);

export const confirmDomainAtom = accountChangeAtom('domain-confirm', (accountId, credentialId: string) =>
  confirmSsoDomain(accountId, credentialId),
);

/** Spec 000 §4: Save first verifies the entity ID with the server and only then saves. */
export const saveEntityIdAtom = accountChangeAtom('saml', async (accountId, input: { entity: string; id: string | null }) => {
  const entity = input.entity.trim();
  if (!(await verifyEntityId(entity))) throw new GatewayError('Unknown entity ID.', 'INVALID_ENTITY', 'VerifyEntityId');
  return updateInstitutionalAccount(accountId, {
    type: 'institution',
    accountId,
    idType: 'externalId',
    credentials: [{ type: 'SHIBBOLETH', ...(input.id ? { id: input.id } : {}), entity }],
  });
});

export const saveCanvasAtom = accountChangeAtom(
  'lti',
  (accountId, input: { id: string | null; clientId: string; clientSecret: string; domain: string }) =>
    updateInstitutionalAccount(accountId, {
      type: 'institution',
      accountId,
      idType: 'externalId',
      credentials: [
        {
          type: 'LTI',
          ...(input.id ? { id: input.id } : {}),
          clientId: input.clientId.trim(),
          clientSecret: input.clientSecret.trim(),
          domain: input.domain.trim(),
          provider: 'canvas',
        },
      ],
    }),
);

/** SAML, LTI and SSO domain deletes (spec 000 §7); SAML success is the data 'credential deleted successfully'. */
function deleteAtom(name: string) {
  return accountChangeAtom(name, async (accountId, credentialId: string) => {
    const result = await deleteCredential(accountId, credentialId);
    if (result.data.toLowerCase() !== 'credential deleted successfully') {
      throw new GatewayError(result.data, 'DELETE_FAILED', 'IacDeleteCredential');
    }
    return null;
  });
}

export const deleteEntityIdAtom = deleteAtom('saml-delete');
export const deleteDomainAtom = deleteAtom('domain-delete');
export const deleteCanvasAtom = deleteAtom('lti-delete');
