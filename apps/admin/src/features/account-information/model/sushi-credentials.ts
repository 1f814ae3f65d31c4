import { formatUtcDateTime } from '@console/rules/format';

/** Texts of the SUSHI credentials (beyond the spec, which shows only the harvesting details; docs/decisions.md). */
export const SUSHI_CREDENTIALS_INTRO =
  'A SUSHI client (your ERM or usage harvesting service) signs in to the server with your customer ID, a requestor ID and an API key. Create credentials for each client, and revoke them when it no longer needs access.';
export const NO_CREDENTIALS = 'No credentials yet.';
/** Issue 30: an agency's administrator on a child institution (the gateway answers only the account's own administrators). */
export const NOT_OWN_CREDENTIALS = 'Only administrators of this institution can see and create its SUSHI credentials.';
/** Issue 30: a key made by staff would outlive the masquerade, so the gateway refuses it. */
export const STAFF_CANNOT_CREATE =
  "Staff cannot create SUSHI credentials while masquerading: the institution's own administrators create them.";

export type SushiCredentialsAccess = 'own' | 'not-own' | 'staff';

/** Who is looking (issue 30, docs/decisions.md "SUSHI credentials"): the account's own administrator, a parent's, or staff. */
export function sushiCredentialsAccess(user: { viaAgency: boolean; masquerading: boolean }): SushiCredentialsAccess {
  if (user.masquerading) return 'staff';
  return user.viaAgency ? 'not-own' : 'own';
}
export const KEY_WARNING =
  'Copy the API key now and keep it safe: it is shown only this once. If it is lost, revoke these credentials and create new ones.';
export const REVOKE_HEADER = 'Revoke these credentials?';
export const CREDENTIALS_REVOKED = 'Credentials revoked';

export function revokeText(requestorId: string, created: string): string {
  return `The SUSHI server will refuse the credentials of ${requestorId} created ${created} from the next request on. This cannot be undone.`;
}

/** A timestamp as the page shows it (UTC); null: "Never". */
export function formatWhen(iso: string | null): string {
  return iso === null ? 'Never' : `${formatUtcDateTime(new Date(iso))} UTC`;
}
