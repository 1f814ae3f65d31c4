// Issue 30, items 4 and 10: floods without limits, against the production gateway. This file uses up the client address's
// new-session allowance for a minute, so the suite runs it last (tests/security/sequencer.ts).
import { describe, expect, it } from 'vitest';
import { anonymous, Client, signIn } from './support';

describe('item 4: floods are limited', () => {
  it('"Receive user list" 25 times: at most 5 an hour are served', async () => {
    const librarian = await signIn('librarian');
    const codes: Array<string | undefined> = [];
    for (let index = 0; index < 25; index += 1) {
      const result = await librarian.gql(
        'mutation { pairedUsersDataDownload(siteCode: "demouniv", accountId: "100001") { emailAddress } }',
      );
      codes.push(result.body.errors?.[0]?.extensions?.code as string | undefined);
    }
    expect(codes.filter((code) => code === undefined).length).toBeLessThanOrEqual(5);
    expect(codes.filter((code) => code === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(20);
  });

  it('300 anonymous 4 kB log events of one session: at most 120 a minute are kept', async () => {
    const client = await anonymous();
    const detail = JSON.stringify({ text: 'x'.repeat(3980) });
    const codes = await Promise.all(
      Array.from({ length: 300 }, async () => {
        const result = await client.gql('mutation ($i: LogEventInput!) { logEvent(input: $i) }', { i: { type: 'flood', detail } });
        return result.body.errors?.[0]?.extensions?.code as string | undefined;
      }),
    );
    expect(codes.filter((code) => code === undefined).length).toBeLessThanOrEqual(120);
    expect(codes.filter((code) => code === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(180);
  });

  it('item 10: signed EBA upload URLs are capped per institution', async () => {
    const librarian = await signIn('librarian');
    const codes: Array<string | undefined> = [];
    for (let index = 0; index < 25; index += 1) {
      const result = await librarian.gql('mutation { ebaSignedUrl(siteCode: "demouniv") }');
      codes.push(result.body.errors?.[0]?.extensions?.code as string | undefined);
    }
    // Demo University has sent its order by now (eba-order.test.ts): then every URL is refused for that reason.
    expect(codes.filter((code) => code === undefined).length).toBeLessThanOrEqual(20);
    expect(codes.every((code) => code === undefined || code === 'EBA_UPLOADS_PENDING' || code === 'EBA_ORDER_SUBMITTED')).toBe(true);
  });

  it('300 anonymous createSession from one address: at most 120 a minute', async () => {
    const codes = await Promise.all(
      Array.from({ length: 300 }, async () => {
        const client = new Client();
        const result = await client.gql('mutation { createSession { uuid } }');
        return result.body.errors?.[0]?.extensions?.code as string | undefined;
      }),
    );
    expect(codes.filter((code) => code === undefined).length).toBeLessThanOrEqual(120);
    expect(codes.filter((code) => code === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(180);
  });
});
