import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/connection.ts';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  kind: string;
}

export interface StoredOutboxMessage extends OutboxMessage {
  id: string;
  createdAt: Date;
  sentAt: Date | null;
  attempts: number;
  lastError: string | null;
}

/** Puts a message in the outbox (in the caller's transaction, so it exists exactly when the change does). */
export async function enqueueMessage(tx: Queryable, message: OutboxMessage): Promise<string> {
  const id = randomUUID();
  await tx.query('INSERT INTO outbox_messages (id, to_address, subject, body_text, kind) VALUES ($1, $2, $3, $4, $5)', [
    id,
    message.to,
    message.subject,
    message.text,
    message.kind,
  ]);
  return id;
}

/** What sends one message; nodemailer's `Transporter.sendMail` fits. */
export interface MailSender {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

/** A message that failed this many times stays in the outbox unsent (readable, with its last error). */
export const MAX_DELIVERY_ATTEMPTS = 5;

export interface DeliveryResult {
  sent: number;
  failed: number;
}

/**
 * Sends unsent messages, oldest first, one statement per message and no transaction held while the mail
 * server answers (PGlite has one session). Run by the outbox-delivery job (policy singleton: one at a time
 * across gateways), so a message is not sent twice by two runs; a crash between sending and marking can
 * send one message again, which is the usual at-least-once outbox.
 */
export async function deliverOutbox(db: Queryable, sender: MailSender, from: string, batch = 50): Promise<DeliveryResult> {
  const { rows } = await db.query<{ id: string; to_address: string; subject: string; body_text: string }>(
    `SELECT id, to_address, subject, body_text FROM outbox_messages
      WHERE sent_at IS NULL AND attempts < $1 ORDER BY created_at, id LIMIT $2`,
    [MAX_DELIVERY_ATTEMPTS, batch],
  );
  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (const row of rows) {
    try {
      await sender.sendMail({ from, to: row.to_address, subject: row.subject, text: row.body_text });
      await db.query('UPDATE outbox_messages SET sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1', [row.id]);
      result.sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db.query('UPDATE outbox_messages SET attempts = attempts + 1, last_error = $2 WHERE id = $1', [row.id, message.slice(0, 500)]);
      result.failed += 1;
    }
  }
  return result;
}

export async function readOutbox(db: Queryable, kind?: string): Promise<StoredOutboxMessage[]> {
  const { rows } = await db.query<{
    id: string;
    to_address: string;
    subject: string;
    body_text: string;
    kind: string;
    created_at: Date | string;
    sent_at: Date | string | null;
    attempts: number;
    last_error: string | null;
  }>(
    `SELECT id, to_address, subject, body_text, kind, created_at, sent_at, attempts, last_error FROM outbox_messages
      ${kind ? 'WHERE kind = $1' : ''} ORDER BY created_at, id`,
    kind ? [kind] : [],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.body_text,
    kind: row.kind,
    createdAt: new Date(row.created_at),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at),
    attempts: row.attempts,
    lastError: row.last_error,
  }));
}
