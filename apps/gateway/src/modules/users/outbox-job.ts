import nodemailer from 'nodemailer';
import type { GatewayConfig } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { deliverOutbox, type MailSender } from './outbox.ts';

/** Every minute: the data-download email promises a link "within the hour". */
export const OUTBOX_DELIVERY_CRON = '* * * * *';

/** The sender address of outbox emails (MAIL_FROM, default no-reply@localhost). */
export function mailFrom(env: NodeJS.ProcessEnv = process.env): string {
  return env.MAIL_FROM?.trim() || 'no-reply@localhost';
}

/** The outbox-delivery job's handler over a mail sender. */
export function outboxDeliveryHandler(db: Db, sender: MailSender, from: string, log: (message: string) => void) {
  return async (_payload: unknown, job: { id: string; name: string }) => {
    const result = await deliverOutbox(db, sender, from);
    if (result.sent + result.failed > 0) log(`job ${job.name} ${job.id}: ${result.sent} sent, ${result.failed} failed`);
    return result;
  };
}

/**
 * With SMTP_URL, registers the delivery job (nodemailer over that URL), sends it once now and every minute;
 * without it, removes the schedule: messages stay readable in outbox_messages (docs/decisions.md).
 */
export async function registerOutboxDelivery(
  queue: JobQueue,
  db: Db,
  config: Pick<GatewayConfig, 'log'>,
  smtpUrl: string | undefined,
  sender?: MailSender,
): Promise<void> {
  if (!smtpUrl && !sender) {
    await queue.unschedule('outbox-delivery');
    return;
  }
  const transport: MailSender = sender ?? nodemailer.createTransport(smtpUrl);
  queue.work('outbox-delivery', outboxDeliveryHandler(db, transport, mailFrom(), config.log));
  await queue.schedule('outbox-delivery', OUTBOX_DELIVERY_CRON, { reason: 'schedule' });
  await queue.send('outbox-delivery', { reason: 'start' });
}
