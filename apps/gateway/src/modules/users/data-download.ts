import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { userStatus } from '@console/rules/users';
import type { Queryable } from '../../db/connection.ts';
import type { AccountSummary } from '../../auth/principal.ts';
import { toCsv } from './csv.ts';
import { enqueueMessage } from './outbox.ts';
import { allPairedUsers, audit, type PairedUserRecord } from './repository.ts';

/** How long a download link works. */
export const DOWNLOAD_LINK_HOURS = 72;
/** Where the links point: `/ui/data-fetch/downloads/user-data/{token}.csv`. */
export const USER_DATA_DOWNLOAD_PREFIX = '/ui/data-fetch/downloads/user-data/';
export const EMAIL_PREVIEWS_PREFIX = '/ui/data-fetch/downloads/user-management/';

export const ROLE_NAMES: Readonly<Record<string, string>> = {
  ADMINISTRATOR: 'Administrator',
  ARTSTOR_INS_ADMIN: 'Artstor Administrator',
  SHARED_ARTSTOR_ADMIN: 'Shared Artstor Administrator',
};

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The public origin the emailed link starts with (PUBLIC_URL, default the gateway's usual local address). */
export function publicOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return (env.PUBLIC_URL?.trim() || 'http://localhost:8080').replace(/\/+$/, '');
}

export function usersCsv(users: readonly PairedUserRecord[], now: Date): string {
  return toCsv(
    ['Email', 'Status', 'Expiration', 'Admin role', 'Last log in', 'Platforms'],
    users.map((user) => {
      const expiration = latestExpiration(user);
      const isAdmin = user.roles.length > 0;
      return [
        user.email,
        userStatus({ status: user.status, expiration, isAdmin }, now),
        isAdmin && expiration === null ? 'Does not expire' : (expiration ?? ''),
        user.roles.map((role) => ROLE_NAMES[role] ?? role).join('; '),
        user.lastAuthenticatedAt?.toISOString() ?? '',
        user.profiles.map((profile) => profile.platform).join('; '),
      ];
    }),
  );
}

/** The latest end of access over the profiles read (null when one does not expire, or none has one). */
export function latestExpiration(user: Pick<PairedUserRecord, 'profiles'>): string | null {
  let latest: Date | null = null;
  for (const profile of user.profiles) {
    if (profile.expiresAt === null) return null;
    if (latest === null || profile.expiresAt > latest) latest = profile.expiresAt;
  }
  return latest?.toISOString() ?? null;
}

export interface DataDownloadRequest {
  account: AccountSummary;
  platforms: readonly string[];
  requester: { id: string; email: string };
  providerName: string;
  now: Date;
  origin: string;
}

/**
 * Builds the CSV, keeps it behind a random token (only its hash is stored) for 72 hours, and puts the message
 * with the link in the outbox, with its audit row, in one transaction.
 */
export async function requestUserDataDownload(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  request: DataDownloadRequest,
) {
  const { account, now } = request;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + DOWNLOAD_LINK_HOURS * 3_600_000);
  const code = (account.code ?? 'site').toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const fileName = `${code}-users-${now.toISOString().slice(0, 10)}.csv`;
  const link = `${request.origin}${USER_DATA_DOWNLOAD_PREFIX}${token}.csv`;
  await db.transaction(async (tx) => {
    const users = await allPairedUsers(tx, account.id, request.platforms);
    await tx.query(
      `INSERT INTO user_data_exports (id, token_hash, account_id, requested_by, file_name, csv, row_count, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [randomUUID(), hashToken(token), account.id, request.requester.id, fileName, usersCsv(users, now), users.length, now, expiresAt],
    );
    await enqueueMessage(tx, {
      to: request.requester.email,
      kind: 'user_data_download',
      subject: `Your ${request.providerName} user list for ${account.name}`,
      text: [
        'Hello,',
        '',
        `The list of users paired with ${account.name} (${users.length} users) is ready: ${link}`,
        '',
        `The link works until ${expiresAt.toUTCString()}. Anyone with the link can download the list, so do not forward this email.`,
      ].join('\n'),
    });
    await audit(tx, [
      { accountId: account.id, actorUserId: request.requester.id, action: 'data_download', email: null, detail: { rows: users.length } },
    ]);
  });
  return { emailAddress: request.requester.email, expiresAt: expiresAt.toISOString(), link };
}

/** The export a token names, while its link works. */
export async function findExport(db: Queryable, token: string, now: Date): Promise<{ fileName: string; csv: string } | null> {
  const { rows } = await db.query<{ file_name: string; csv: string }>(
    'SELECT file_name, csv FROM user_data_exports WHERE token_hash = $1 AND expires_at > $2',
    [hashToken(token), now],
  );
  return rows[0] ? { fileName: rows[0].file_name, csv: rows[0].csv } : null;
}
