import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/connection.ts';
import { publicOrigin } from './data-download.ts';
import { emailPreviews } from './email-previews.ts';
import { enqueueMessage } from './outbox.ts';

/**
 * The mails of user management (docs/decisions.md, "User management mails"): the invitation, its reminder, the
 * extension of access and the grant of admin access, with the words of the email-previews PDF. Each is put in the
 * outbox in the transaction of the change, so a mail exists exactly when the change does; the outbox-delivery job
 * sends it.
 */
export type UserMailKind = 'invitation' | 'invitation_reminder' | 'access_extended' | 'admin_granted';

const PREVIEW_INDEX: Record<UserMailKind, number> = { invitation: 0, invitation_reminder: 1, access_extended: 2, admin_granted: 3 };

/** The path of an invitation's personal link on PUBLIC_URL (the platform's page that accepts it). */
export const INVITATION_PATH = '/accept-invitation/';

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** One line: a header value never carries a line break (no header injection through an account's name). */
function oneLine(value: string): string {
  return value.replace(/[\r\n\u2028\u2029\u0085]+/g, ' ').trim();
}

export interface UserMailContext {
  providerName: string;
  institutionName: string;
}

/**
 * Queues one mail per address. Invitations and reminders get a new personal link each (a random 32-byte token;
 * its SHA-256 replaces the user's earlier one, so only the latest link works).
 */
export async function queueUserMails(
  tx: Queryable,
  input: UserMailContext & { accountId: string; kind: UserMailKind; emails: readonly string[]; origin?: string },
): Promise<void> {
  if (input.emails.length === 0) return;
  const preview = emailPreviews(oneLine(input.providerName), oneLine(input.institutionName))[PREVIEW_INDEX[input.kind]]!;
  const subject = oneLine(preview.subject);
  const withLink = input.kind === 'invitation' || input.kind === 'invitation_reminder';
  const origin = input.origin ?? publicOrigin();
  for (const email of input.emails) {
    let link = '';
    if (withLink) {
      const token = randomBytes(32).toString('base64url');
      await tx.query('UPDATE paired_users SET invitation_token_hash = $3 WHERE account_id = $1 AND email = $2', [
        input.accountId,
        email,
        hashInvitationToken(token),
      ]);
      link = `${origin}${INVITATION_PATH}${token}`;
    }
    // The link follows the "Accept invitation" paragraph.
    const at = preview.paragraphs.findIndex((paragraph) => paragraph.startsWith('Accept invitation')) + 1;
    const paragraphs = withLink ? [...preview.paragraphs.slice(0, at), link, ...preview.paragraphs.slice(at)] : preview.paragraphs;
    await enqueueMessage(tx, { to: email, subject, text: `${paragraphs.join('\n\n')}\n`, kind: input.kind });
  }
}
