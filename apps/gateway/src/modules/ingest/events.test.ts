import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IpAttribution } from './attribution.ts';
import { daysTouched, isRobot, parseEventLine, sessionIdentity, userIdentity, type UsageEvent } from './events.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
const PLATFORMS = new Set(['jstor', 'artstor']);
const line = (fields: Record<string, unknown>) =>
  JSON.stringify({ id: 'e1', time: '2026-11-01T10:00:00Z', platform: 'jstor', action: 'request', item: '10.5555/x', ...fields });

describe('parseEventLine', () => {
  it('accepts a full event and fills the defaults', () => {
    const result = parseEventLine(line({ ip: '2001:db8::1', user_agent: 'UA', access_method: 'TDM', url: 'https://x/y' }), NOW, PLATFORMS);
    expect(result).toMatchObject({
      ok: true,
      event: { id: 'e1', action: 'request', accessMethod: 'TDM', ip: '2001:db8::1', url: 'https://x/y' },
    });
    expect(parseEventLine(line({}), NOW, PLATFORMS)).toMatchObject({ ok: true, event: { accessMethod: 'Regular', customerId: null } });
  });

  it.each([
    [line({ time: '2026-02-30T10:00:00Z' }), 'time is not an RFC 3339 date-time with an offset (2026-09-14T10:05:00Z)'],
    [line({ time: '2026-11-01 10:00:00Z' }), 'time is not an RFC 3339 date-time with an offset (2026-09-14T10:05:00Z)'],
    [line({ time: 1_700_000_000 }), 'time must be a string'],
    [line({ time: '2026-11-28T12:05:01Z' }), 'time is more than 5 minutes in the future'],
    [line({ time: '2024-10-31T23:59:59Z' }), 'time is older than 24 months'],
    [line({ item: undefined }), 'item missing (a request names an item)'],
    [line({ action: 'investigation', item: undefined }), 'item missing (an investigation names an item)'],
    [line({ action: 'search', item: undefined, search_type: 'regular' }), 'databases missing (a search names the databases searched)'],
    [line({ action: 'search', item: undefined, databases: [] }), 'databases must be a list of one or more database IDs'],
    [line({ action: 'search', item: undefined, databases: ['jstor:a'] }), 'search_type missing (regular, automated or federated)'],
    [
      line({ action: 'search', item: undefined, databases: ['jstor:a'], search_type: 'deep' }),
      'unknown search_type (one of regular, automated, federated)',
    ],
    [line({ action: 'search', databases: ['jstor:a'], search_type: 'regular' }), 'a search names databases, not an item'],
    [line({ databases: ['jstor:a'] }), 'only a search names databases'],
    [line({ ip: '300.1.1.1' }), 'ip is not an IPv4 or IPv6 address'],
    [line({ access_method: 'Robot' }), 'access_method must be Regular or TDM'],
    [line({ user_id: 7 }), 'user_id must be a string'],
    [line({ url: 'u'.repeat(2001) }), 'url longer than 2000 characters'],
    ['[1,2]', 'not a JSON object'],
    ['null', 'not a JSON object'],
  ])('refuses %s', (text, reason) => {
    expect(parseEventLine(text, NOW, PLATFORMS)).toEqual({ ok: false, reason });
  });

  it('never throws, whatever the line', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        (text) => {
          const result = parseEventLine(text, NOW, PLATFORMS);
          expect(typeof result.ok).toBe('boolean');
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('identities', () => {
  const event = (fields: Partial<UsageEvent>): UsageEvent => ({
    id: 'e',
    time: Date.parse('2026-11-01T10:35:00Z'),
    platform: 'jstor',
    action: 'request',
    item: 'x',
    databases: null,
    searchType: null,
    customerId: null,
    ip: null,
    userAgent: null,
    userId: null,
    cookieId: null,
    sessionId: null,
    accessMethod: 'Regular',
    url: null,
    ...fields,
  });

  it('traces double-clicks by user, else cookie, else session, else address and agent (CoP 7.2)', () => {
    expect(userIdentity(event({ userId: 'u', cookieId: 'c', ip: '1.2.3.4' }))).toBe('user\u0000u');
    expect(userIdentity(event({ cookieId: 'c', sessionId: 's' }))).toBe('cookie\u0000c');
    expect(userIdentity(event({ sessionId: 's', ip: '1.2.3.4' }))).toBe('session\u0000s');
    expect(userIdentity(event({ ip: '1.2.3.4', userAgent: 'UA' }))).toBe('address\u00001.2.3.4\u0000UA');
    expect(userIdentity(event({}))).toBeNull();
  });

  it('makes sessions of session id + date, else of the user + date + hour (CoP 7.3)', () => {
    expect(sessionIdentity(event({ sessionId: 's', userId: 'u' }))).toBe('session\u0000s\u00002026-11-01');
    expect(sessionIdentity(event({ ip: '192.1.1.168', userAgent: 'Mozilla/5.0' }))).toBe(
      'address\u0000192.1.1.168\u0000Mozilla/5.0\u00002026-11-01\u000010',
    );
    expect(sessionIdentity(event({ userId: 'u', time: Date.parse('2026-11-01T11:00:00Z') }))).not.toBe(
      sessionIdentity(event({ userId: 'u' })),
    );
  });

  it('a click in the first 30 seconds of a day touches the day before', () => {
    expect(daysTouched(Date.parse('2026-11-02T00:00:30Z'))).toEqual(['2026-11-01', '2026-11-02']);
    expect(daysTouched(Date.parse('2026-11-02T00:00:31Z'))).toEqual(['2026-11-02']);
  });

  it('knows the COUNTER robots, and not a browser', () => {
    expect(isRobot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isRobot('python-requests/2.31')).toBe(true);
    expect(
      isRobot('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'),
    ).toBe(false);
    expect(isRobot(null)).toBe(false);
  });
});

describe('IpAttribution', () => {
  const rows = [
    { account_id: 'wide', ip_address: '10.0.0.0/8', allow: true },
    { account_id: 'narrow', ip_address: '10.1.0.0/16', allow: true },
    { account_id: 'twin-a', ip_address: '10.2.0.0/24', allow: true },
    { account_id: 'twin-b', ip_address: '10.2.0.0-10.2.0.255', allow: true },
    { account_id: 'narrow', ip_address: '10.1.9.0/24', allow: false },
    { account_id: 'v6', ip_address: '2001:db8:a0::/48', allow: true },
  ];
  const attribution = new IpAttribution(rows);

  it('gives the narrowest allowed range, respects blocked ranges, and leaves ties unattributed', () => {
    expect(attribution.accountOf('10.9.9.9')).toBe('wide');
    expect(attribution.accountOf('10.1.2.3')).toBe('narrow');
    expect(attribution.accountOf('10.1.9.3')).toBe('wide');
    expect(attribution.accountOf('10.2.0.7')).toBeNull();
    expect(attribution.accountOf('2001:db8:a0:1::5')).toBe('v6');
    expect(attribution.accountOf('192.0.2.1')).toBeNull();
  });

  it('agrees with a scan of every range', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            account: fc.constantFrom('a', 'b', 'c'),
            start: fc.integer({ min: 0, max: 255 }),
            width: fc.integer({ min: 0, max: 64 }),
            allow: fc.boolean(),
          }),
          {
            maxLength: 12,
          },
        ),
        fc.integer({ min: 0, max: 255 }),
        (ranges, probe) => {
          const end = (range: (typeof ranges)[number]) => Math.min(255, range.start + range.width);
          const stored = ranges.map((range) => ({
            account_id: range.account,
            ip_address: `10.0.0.${range.start}-10.0.0.${end(range)}`,
            allow: range.allow,
          }));
          const holds = (range: (typeof ranges)[number]) => range.start <= probe && probe <= end(range);
          const blocked = new Set(ranges.filter((range) => !range.allow && holds(range)).map((range) => range.account));
          const allowed = ranges.filter((range) => range.allow && holds(range) && !blocked.has(range.account));
          const best = Math.min(...allowed.map((range) => end(range) - range.start));
          const winners = new Set(allowed.filter((range) => end(range) - range.start === best).map((range) => range.account));
          const expected = winners.size === 1 ? [...winners][0] : null;
          expect(new IpAttribution(stored).accountOf(`10.0.0.${probe}`)).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
