import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canvasErrors,
  CANVAS_CLIENT_ID_REQUIRED,
  CANVAS_DEPLOYMENT_ID_REQUIRED,
  CANVAS_DOMAIN_REQUIRED,
  displayProxyUrl,
  entityIdError,
  ENTITY_ID_REQUIRED_MESSAGE,
  ENTITY_ID_TOO_LONG_MESSAGE,
  formatIpAddress,
  formatIpRange,
  isSameDomain,
  mergeIpRanges,
  normaliseProxyUrl,
  parseIpAddress,
  parseIpRange,
  PROXY_INVALID_MESSAGE,
  proxyStyle,
  proxyUrlError,
  specialKinds,
  ssoDomainError,
  SSO_INVALID_DOMAIN_MESSAGE,
  SSO_SPECIAL_CHARACTERS_MESSAGE,
  type IpRange,
} from './access-methods';

describe('IP ranges', () => {
  it('turns CIDR blocks into start and end', () => {
    expect(formatIpRange(parseIpRange('192.0.2.0/24')!)).toBe('192.0.2.0 - 192.0.2.255');
    expect(formatIpRange(parseIpRange('192.0.2.77/30')!)).toBe('192.0.2.76 - 192.0.2.79');
    expect(formatIpRange(parseIpRange('2001:db8::/32')!)).toBe('2001:db8:: - 2001:db8:ffff:ffff:ffff:ffff:ffff:ffff');
    expect(formatIpRange(parseIpRange('198.51.100.7')!)).toBe('198.51.100.7 - 198.51.100.7');
    expect(formatIpRange(parseIpRange('198.51.100.7-198.51.100.9')!)).toBe('198.51.100.7 - 198.51.100.9');
  });

  it('refuses what is not an address, block or range', () => {
    for (const bad of [
      '',
      '192.0.2',
      '192.0.2.256',
      '192.0.2.0/33',
      '2001:db8::/129',
      '1::2::3',
      '10.0.0.9-10.0.0.1',
      '10.0.0.1-::1',
      'x',
    ]) {
      expect(parseIpRange(bad)).toBeNull();
    }
  });

  it('sorts, then merges overlapping and adjacent ranges, IPv4 before IPv6', () => {
    const merged = mergeIpRanges(
      [
        '2001:db8::/64',
        '198.51.100.0/25',
        '192.0.2.0/25',
        '192.0.2.128/25',
        '192.0.2.100-192.0.2.200',
        '198.51.100.200',
        '2001:db8:0:1::/64',
      ].map((text) => parseIpRange(text)!),
    );
    expect(merged.map(formatIpRange)).toEqual([
      '192.0.2.0 - 192.0.2.255',
      '198.51.100.0 - 198.51.100.127',
      '198.51.100.200 - 198.51.100.200',
      '2001:db8:: - 2001:db8:0:1:ffff:ffff:ffff:ffff',
    ]);
  });

  it('writes IPv6 as RFC 5952 does', () => {
    expect(formatIpAddress(6, parseIpAddress('2001:0db8:0000:0000:0001:0000:0000:0001')!.value)).toBe('2001:db8::1:0:0:1');
    expect(formatIpAddress(6, 0n)).toBe('::');
    expect(formatIpAddress(6, parseIpAddress('::ffff:192.0.2.1')!.value)).toBe('::ffff:c000:201');
  });

  it('names private, loopback and link-local ranges', () => {
    expect(specialKinds(parseIpRange('10.1.0.0/16')!)).toEqual(['private']);
    expect(specialKinds(parseIpRange('127.0.0.1')!)).toEqual(['loopback']);
    expect(specialKinds(parseIpRange('169.254.1.0/24')!)).toEqual(['link-local']);
    expect(specialKinds(parseIpRange('fe80::/64')!)).toEqual(['link-local']);
    expect(specialKinds(parseIpRange('192.0.2.0/24')!)).toEqual([]);
  });

  const rangeOf = (version: 4 | 6) => {
    const max = version === 4 ? (1n << 32n) - 1n : (1n << 128n) - 1n;
    // Small ranges in a narrow window, so that overlaps and adjacency are common.
    const base = version === 4 ? 0xc0000200n : 0x20010db8n << 96n;
    return fc.tuple(fc.bigInt({ min: 0n, max: 300n }), fc.bigInt({ min: 0n, max: 40n })).map(([offset, length]): IpRange => ({
      version,
      start: base + offset,
      end: base + offset + length <= max ? base + offset + length : max,
    }));
  };
  const ranges = fc.array(fc.oneof(rangeOf(4), rangeOf(6)), { maxLength: 25 });
  const covers = (list: readonly IpRange[], version: 4 | 6, address: bigint) =>
    list.some((range) => range.version === version && range.start <= address && address <= range.end);

  it('merging covers exactly the input addresses, sorted, with no two ranges overlapping or adjacent', () => {
    fc.assert(
      fc.property(
        ranges,
        fc.array(fc.tuple(fc.constantFrom<4 | 6>(4, 6), fc.bigInt({ min: -2n, max: 345n })), { maxLength: 30 }),
        (input, probes) => {
          const merged = mergeIpRanges(input);
          for (const [version, offset] of probes) {
            const address = (version === 4 ? 0xc0000200n : 0x20010db8n << 96n) + offset;
            expect(covers(merged, version, address)).toBe(covers(input, version, address));
          }
          for (const range of input) {
            expect(covers(merged, range.version, range.start) && covers(merged, range.version, range.end)).toBe(true);
          }
          for (let index = 1; index < merged.length; index += 1) {
            const previous = merged[index - 1]!;
            const current = merged[index]!;
            if (previous.version === current.version) expect(current.start > previous.end + 1n).toBe(true);
            else expect(previous.version).toBeLessThan(current.version);
          }
          expect(mergeIpRanges(merged)).toEqual(merged);
        },
      ),
    );
  });

  it('parses what it formats, for both versions', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.ipV4().map((a) => a),
          fc.ipV6(),
        ),
        (text) => {
          const parsed = parseIpAddress(text);
          expect(parsed).not.toBeNull();
          expect(parseIpAddress(formatIpAddress(parsed!.version, parsed!.value))).toEqual(parsed);
        },
      ),
    );
  });
});

describe('SSO domains', () => {
  it('gives the special-characters message first, then the invalid-domain message', () => {
    expect(ssoDomainError('my_university.edu')).toBe(SSO_SPECIAL_CHARACTERS_MESSAGE);
    expect(ssoDomainError('univ@edu.org')).toBe(SSO_SPECIAL_CHARACTERS_MESSAGE);
    expect(ssoDomainError('myuniversity')).toBe(SSO_INVALID_DOMAIN_MESSAGE);
    expect(ssoDomainError('myuniversity.e')).toBe(SSO_INVALID_DOMAIN_MESSAGE);
    expect(ssoDomainError('')).toBe(SSO_INVALID_DOMAIN_MESSAGE);
    expect(ssoDomainError('my university.edu')).toBe(SSO_INVALID_DOMAIN_MESSAGE);
    expect(ssoDomainError('a..edu')).toBe(SSO_INVALID_DOMAIN_MESSAGE);
    expect(ssoDomainError('myuniversity.edu')).toBeNull();
    expect(ssoDomainError(' Mail.MyUniversity.co.uk ')).toBeNull();
    expect(ssoDomainError('uni-1.ac.jp')).toBeNull();
  });

  it('accepts every dotted name of letters, digits and inner hyphens, and refuses any special character', () => {
    const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 4 }), fc.stringMatching(/^[a-z0-9]{2,6}$/), (labels, top) => {
        expect(ssoDomainError([...labels, top].join('.'))).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...'!@#$%^&*()_+=[]{};:\'",<>/?\\|`~é'), fc.string(), (before, special, after) => {
        expect(ssoDomainError(`${before}${special}${after}.edu`)).toBe(SSO_SPECIAL_CHARACTERS_MESSAGE);
      }),
    );
  });

  it('compares case-insensitively', () => {
    expect(isSameDomain('Demo.EDU', 'demo.edu ')).toBe(true);
    expect(isSameDomain('demo.edu', 'demo.org')).toBe(false);
  });
});

describe('proxy URLs', () => {
  it('follows the spec: https:// and a name; empty is invalid', () => {
    expect(proxyUrlError('')).toBe(PROXY_INVALID_MESSAGE);
    expect(proxyUrlError('ezproxy.demo.edu')).toBe(PROXY_INVALID_MESSAGE);
    expect(proxyUrlError('http://ezproxy.demo.edu')).toBe(PROXY_INVALID_MESSAGE);
    expect(proxyUrlError('https://')).toBe(PROXY_INVALID_MESSAGE);
    expect(proxyUrlError('https://ezproxy.demo.edu/login?url=')).toBeNull();
    expect(proxyUrlError('https://ezproxy.demo.edu./login?url=')).toBeNull();
  });

  it('refuses loopback, link-local and private hosts, and credentials', () => {
    for (const bad of [
      'https://localhost/login',
      'https://127.0.0.1/login',
      'https://10.0.0.5/login',
      'https://192.168.1.1/',
      'https://169.254.169.254/latest',
      'https://[::1]/',
      'https://[fe80::1]/',
      'https://2130706433/',
      'https://0x7f.1/',
      'https://user:secret@ezproxy.demo.edu/',
      'https://user@ezproxy.demo.edu/',
      'https://intranet/',
      'https://proxy.corp.internal/',
      // A trailing dot is the same host to DNS (issue 30, item 11).
      'https://localhost./login',
      'https://localhost../login',
      'https://LOCALHOST./login',
      'https://intranet.internal./login',
      'https://printer.local./login',
      'https://foo.localhost./',
      'https://intranet./',
      'https://127.0.0.1./',
    ]) {
      expect(proxyUrlError(bad), bad).toBe(PROXY_INVALID_MESSAGE);
    }
  });

  it('normalises ez and wam styles and shows them back without the placeholder', () => {
    expect(proxyStyle('https://ezproxy.demo.edu')).toBe('ez');
    expect(proxyStyle('https://0-www.jstor.org.library.demo.edu')).toBe('wam');
    expect(proxyStyle('https://access.demo.edu')).toBe('other');
    expect(normaliseProxyUrl('https://ezproxy.demo.edu/anything')).toBe('https://ezproxy.demo.edu/login?url={targetUrl}');
    expect(displayProxyUrl(normaliseProxyUrl('https://ezproxy.demo.edu'))).toBe('https://ezproxy.demo.edu/login?url=');
    expect(displayProxyUrl(normaliseProxyUrl('https://0-www.jstor.org.library.demo.edu/x'))).toBe(
      'https://0-www.jstor.org.library.demo.edu/validate?url=',
    );
    expect(normaliseProxyUrl(' https://access.demo.edu/go ')).toBe('https://access.demo.edu/go');
  });

  it('refuses a name whose xn-- label is not valid Punycode, and accepts one that is', () => {
    // The WHATWG URL parser decodes every "xn--" label (IDNA ToASCII) and refuses the URL when the
    // label does not decode, so such a name can never be reached: it is not a host.
    expect(proxyUrlError('https://xn--0.aa.edu/')).toBe(PROXY_INVALID_MESSAGE);
    expect(proxyUrlError('https://ezproxy.xn--bcher-kva.edu/')).toBeNull();
  });

  it('accepts public https names, and normalising is idempotent and stays valid', () => {
    // LDH labels; "xn--" is the ACE prefix of an internationalised label, which the case above covers
    // (a random "xn--0" is invalid Punycode: fast-check found it, seed 164547082).
    const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}[a-z0-9]$/).filter((l) => !l.startsWith('xn--'));
    const host = fc
      .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.constantFrom('edu', 'org', 'ac.uk'))
      .map(([labels, top]) => [...labels, top].join('.'));
    fc.assert(
      fc.property(
        host,
        fc.stringMatching(/^(\/[a-z0-9]{0,6}){0,3}$/),
        fc.constantFrom('', 'ezproxy.', '0-www.', 'oclc.'),
        (name, path, prefix) => {
          const url = `https://${prefix}${name}${path}`;
          expect(proxyUrlError(url)).toBeNull();
          const stored = normaliseProxyUrl(url);
          expect(normaliseProxyUrl(stored)).toBe(stored);
          expect(proxyUrlError(displayProxyUrl(stored))).toBeNull();
          expect(normaliseProxyUrl(displayProxyUrl(stored))).toBe(stored);
        },
      ),
    );
  });

  it('refuses any URL with credentials or a non-https scheme', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        if (!url.startsWith('https://')) expect(proxyUrlError(url)).toBe(PROXY_INVALID_MESSAGE);
        const withCredentials = url.replace('://', '://someone:pw@');
        expect(proxyUrlError(withCredentials)).toBe(PROXY_INVALID_MESSAGE);
      }),
    );
  });
});

describe('entity ID and Canvas', () => {
  it('needs an entity ID of at most 1,024 characters', () => {
    expect(entityIdError('  ')).toBe(ENTITY_ID_REQUIRED_MESSAGE);
    expect(entityIdError(`https://idp.demo.edu/${'x'.repeat(1024)}`)).toBe(ENTITY_ID_TOO_LONG_MESSAGE);
    expect(entityIdError('https://idp.demo.edu/idp/shibboleth')).toBeNull();
  });

  it('needs all three Canvas fields, each with its own message', () => {
    expect(canvasErrors({ clientId: '', clientSecret: ' ', domain: '' })).toEqual({
      clientId: CANVAS_CLIENT_ID_REQUIRED,
      clientSecret: CANVAS_DEPLOYMENT_ID_REQUIRED,
      domain: CANVAS_DOMAIN_REQUIRED,
    });
    expect(canvasErrors({ clientId: '1', clientSecret: '2', domain: 'demo.instructure.com' })).toEqual({});
  });
});
