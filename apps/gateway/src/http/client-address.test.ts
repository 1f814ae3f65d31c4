import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../config.ts';
import { clientAddress, normaliseAddress } from './client-address.ts';

const request = (remoteAddress: string | undefined, forwarded?: string) =>
  ({ socket: { remoteAddress }, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } }) as unknown as Parameters<
    typeof clientAddress
  >[0];

describe('clientAddress', () => {
  it('uses the socket address and ignores X-Forwarded-For without trusted proxies', () => {
    expect(clientAddress(request('127.0.0.1', '6.6.6.6'), 0)).toBe('127.0.0.1');
    expect(clientAddress(request('::ffff:10.1.2.3'), 0)).toBe('10.1.2.3');
    expect(clientAddress(request(undefined), 0)).toBe('unknown');
  });

  it('takes the entry the trusted proxies added, never one the client wrote', () => {
    expect(clientAddress(request('10.0.0.1', '1.1.1.1, 203.0.113.5'), 1)).toBe('203.0.113.5');
    expect(clientAddress(request('10.0.0.1', '1.1.1.1, 203.0.113.5, 10.0.0.2'), 2)).toBe('203.0.113.5');
    expect(clientAddress(request('10.0.0.1', '203.0.113.5'), 3)).toBe('203.0.113.5');
    expect(clientAddress(request('10.0.0.1', 'not-an-address'), 1)).toBe('10.0.0.1');
    expect(clientAddress(request('10.0.0.1'), 1)).toBe('10.0.0.1');
  });
});

describe('normaliseAddress', () => {
  it('counts an IPv6 client by its /64', () => {
    expect(normaliseAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(normaliseAddress('2001:db8:1:2::99')).toBe('2001:db8:1:2::/64');
    expect(normaliseAddress('[2001:DB8::1]')).toBe('2001:db8:0:0::/64');
    expect(normaliseAddress('::1')).toBe('0:0:0:0::/64');
    expect(normaliseAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(normaliseAddress('garbage')).toBeNull();
  });
});

describe('TRUST_PROXY', () => {
  it('is a number of hops', () => {
    expect(parseTrustProxy('')).toBe(0);
    expect(parseTrustProxy('false')).toBe(0);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(() => parseTrustProxy('-1')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/8')).toThrow(/TRUST_PROXY/);
  });
});
