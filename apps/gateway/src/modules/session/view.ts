import type { Session } from '@console/graphql/resolvers';
import { ADMIN_ROLES, AGENT_ROLE, type Principal } from '../../auth/principal.ts';
import type { SessionRecord } from '../../auth/sessions.ts';

/** The GraphQL `Session` of a session record and its signed-in principal (null when anonymous). */
export function sessionView(session: SessionRecord, principal: Principal | null): Session {
  if (!principal) {
    return { uuid: session.uuid, userAccount: null, authenticatedAccounts: [], authenticatedProfiles: [], masquerade: null };
  }
  const { user } = principal;
  return {
    uuid: session.uuid,
    userAccount: {
      id: user.id,
      username: user.username,
      name: user.displayName,
      lastLoggedIn: user.lastLoggedIn?.toISOString() ?? null,
      contact: { email: user.email, firstName: user.firstName, lastName: user.lastName },
    },
    authenticatedAccounts: [
      {
        id: user.individualAccount.id,
        type: user.individualAccount.type,
        name: user.individualAccount.name,
        roles: [...principal.individualRoles],
      },
    ],
    authenticatedProfiles: principal.effectiveGrants
      .filter((grant) => grant.account.code !== null && (ADMIN_ROLES.includes(grant.role) || grant.role === AGENT_ROLE))
      .map((grant) => ({
        accountType: grant.account.type,
        accountName: grant.account.name,
        accountCode: grant.account.code ?? '',
        role: grant.role,
        institutionId: grant.account.id,
        externalId: grant.account.externalId,
        userId: user.id,
      })),
    masquerade: principal.masquerade ? { accountCode: principal.masquerade.code ?? '', accountName: principal.masquerade.name } : null,
  };
}
