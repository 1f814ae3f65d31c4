// Issue 30, item 13: adding users, resending an invitation, extending access and granting admin queue their mails
// in the change's transaction; the outbox delivers them to a real SMTP server started here (smtp-server), and what
// arrives is checked: recipient, subject, the personal link, no header injected through an account's name.
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestClient, type TestGateway } from '../../testing/http.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';
import { deliverOutbox } from './outbox.ts';
import { hashInvitationToken, INVITATION_PATH } from './user-mails.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let test: TestDatabase;
let gateway: TestGateway;
let librarian: TestClient;
let smtp: SMTPServer;
let port = 0;
const received: Received[] = [];

beforeAll(async () => {
  test = await createTestDatabase();
  gateway = await startGateway(test.db);
  librarian = gateway.client();
  await librarian.login('librarian@demo.edu');
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  port = (smtp.server.address() as { port: number }).port;
}, 120_000);
afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await gateway?.close();
  await test?.close();
});

const ADD = `mutation ($site: String!, $emails: [String!]!, $roles: [String!]) {
  addPairedUsers(siteCode: $site, emailAddresses: $emails, roles: $roles) { added reinvited grantedAdmin }
}`;
const EXTEND = `mutation ($site: String!, $emails: [String!]!) {
  extendPairedUserExpirationDate(siteCode: $site, emailAddresses: $emails, platform: ["jstor", "artstor"]) { updated }
}`;

/** Sends what the outbox holds to the test's SMTP server and answers the messages that arrived. */
async function deliver(): Promise<Received[]> {
  const before = received.length;
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  const result = await deliverOutbox(test.db, transport, 'no-reply@jstor.example');
  transport.close();
  expect(result.failed).toBe(0);
  return received.slice(before);
}

function header(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  // Unfold continuation lines, then find the header.
  const lines = head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
  const line = lines.find((entry) => entry.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

function body(raw: string): string {
  return raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n')
    .replace(/=\r?\n/g, '');
}

describe('user management mails reach the mail server', () => {
  it('an added user gets the invitation with a personal link; a resend sends a new link that replaces it', async () => {
    await librarian.data(ADD, { site: 'demouniv', emails: ['mail.invitee@demo.edu'] });
    const [invitation, ...others] = await deliver();
    expect(others).toEqual([]);
    expect(invitation!.to).toEqual(['mail.invitee@demo.edu']);
    expect(invitation!.from).toBe('no-reply@jstor.example');
    expect(header(invitation!.raw, 'Subject')).toBe('You are invited to use JSTOR through Demo University');
    const link = new RegExp(`https?://[^\\s]+${INVITATION_PATH}([A-Za-z0-9_-]{43})`).exec(body(invitation!.raw));
    expect(link).not.toBeNull();
    const stored = async () =>
      (
        await test.db.query<{ hash: string }>('SELECT invitation_token_hash AS hash FROM paired_users WHERE email = $1', [
          'mail.invitee@demo.edu',
        ])
      ).rows[0]!.hash;
    expect(await stored()).toBe(hashInvitationToken(link![1]!));

    await librarian.data(ADD, { site: 'demouniv', emails: ['mail.invitee@demo.edu'] });
    const [reminder] = await deliver();
    expect(reminder!.to).toEqual(['mail.invitee@demo.edu']);
    expect(header(reminder!.raw, 'Subject')).toBe('Reminder: your invitation to JSTOR from Demo University');
    const second = new RegExp(`${INVITATION_PATH}([A-Za-z0-9_-]{43})`).exec(body(reminder!.raw));
    expect(second![1]).not.toBe(link![1]);
    expect(await stored()).toBe(hashInvitationToken(second![1]!));
  });

  it('extending access and granting admin send their mails', async () => {
    await librarian.data(ADD, { site: 'demouniv', emails: ['mail.extended@demo.edu'] });
    await deliver();
    await librarian.data(EXTEND, { site: 'demouniv', emails: ['mail.extended@demo.edu'] });
    const [extended] = await deliver();
    expect([extended!.to, header(extended!.raw, 'Subject')]).toEqual([
      ['mail.extended@demo.edu'],
      'Your JSTOR access through Demo University was extended',
    ]);
    await librarian.data(ADD, { site: 'demouniv', emails: ['mail.extended@demo.edu'], roles: ['ADMINISTRATOR'] });
    const mails = await deliver();
    expect(mails.map((mail) => header(mail.raw, 'Subject'))).toContain('You are now an administrator of Demo University on JSTOR');
  });

  it('an account name with a line break and a Bcc header injects nothing', async () => {
    await test.db.query(`UPDATE accounts SET name = $1 WHERE code = 'democoll'`, ['Demo College\r\nBcc: thief@evil.example']);
    await librarian.data(ADD, { site: 'democoll', emails: ['mail.injected@demo.edu'] });
    const [mail, ...others] = await deliver();
    expect(others).toEqual([]);
    expect(mail!.to).toEqual(['mail.injected@demo.edu']);
    expect(header(mail!.raw, 'Bcc')).toBeNull();
    // No header line of its own (the name stays inside the folded Subject).
    expect(mail!.raw.split(/\r?\n\r?\n/)[0]).not.toMatch(/^Bcc:/im);
    expect(header(mail!.raw, 'Subject')).toBe('You are invited to use JSTOR through Demo College Bcc: thief@evil.example');
  });

  it('a refused change queues nothing', async () => {
    const { rows: before } = await test.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox_messages');
    const basic = gateway.client();
    await basic.login('basic@demo.edu');
    await basic.gql(ADD, { site: 'demouniv', emails: ['nobody.here@demo.edu'] });
    const { rows: after } = await test.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox_messages');
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
