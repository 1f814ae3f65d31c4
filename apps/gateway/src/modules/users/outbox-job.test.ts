import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../jobs/queue.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';
import { registerOutboxDelivery } from './outbox-job.ts';
import { enqueueMessage, readOutbox } from './outbox.ts';

let test: TestDatabase;
let queue: JobQueue;
const delivered: string[] = [];

beforeAll(async () => {
  test = await createTestDatabase();
  queue = await JobQueue.start({
    db: test.db,
    workers: false,
    schedules: false,
    maintenance: false,
    schema: `pgboss_${randomBytes(5).toString('hex')}`,
    log: () => {},
  });
  // nodemailer builds the real message; the stream transport hands it back instead of opening an SMTP connection.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  await registerOutboxDelivery(queue, test.db, { log: () => {} }, undefined, {
    sendMail: async (message) => {
      const info = (await transport.sendMail(message)) as { message: Buffer };
      delivered.push(info.message.toString('utf8'));
    },
  });
}, 60_000);
afterAll(async () => {
  await queue.stop();
  await test.close();
});

describe('the outbox-delivery job', () => {
  it('sends the unsent messages with nodemailer and marks them sent', async () => {
    await enqueueMessage(test.db, {
      to: 'someone@demo.edu',
      subject: 'Your JSTOR user list',
      text: 'Link: https://x.test/a.csv',
      kind: 'test',
    });
    await queue.runDue('outbox-delivery');
    expect(delivered.some((raw) => raw.includes('Subject: Your JSTOR user list') && raw.includes('To: someone@demo.edu'))).toBe(true);
    const [message] = await readOutbox(test.db, 'test');
    expect(message?.sentAt).not.toBeNull();
    // A second run sends nothing again.
    const count = delivered.length;
    await queue.send('outbox-delivery', { reason: 'manual' });
    await queue.runDue('outbox-delivery');
    expect(delivered).toHaveLength(count);
  });

  it('without SMTP_URL registers nothing: messages stay readable in the outbox', async () => {
    const other = await JobQueue.start({
      db: test.db,
      workers: false,
      schedules: false,
      maintenance: false,
      schema: `pgboss_${randomBytes(5).toString('hex')}`,
      log: () => {},
    });
    try {
      await registerOutboxDelivery(other, test.db, { log: () => {} }, undefined);
      await expect(other.runDue('outbox-delivery')).rejects.toThrow('has no handler');
    } finally {
      await other.stop();
    }
  }, 60_000);
});
