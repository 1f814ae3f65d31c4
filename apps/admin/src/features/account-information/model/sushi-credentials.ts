import { formatUtcDateTime } from '@console/rules/format';

/** Texts of the SUSHI credentials (beyond the spec, which shows only the harvesting details; docs/decisions.md). */
export const SUSHI_CREDENTIALS_INTRO =
  'A SUSHI client (your ERM or usage harvesting service) signs in to the server with your customer ID, a requestor ID and an API key. Create credentials for each client, and revoke them when it no longer needs access.';
export const NO_CREDENTIALS = 'No credentials yet.';
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
