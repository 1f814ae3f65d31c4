import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emailListError,
  extendedExpiration,
  INVALID_EMAILS_MESSAGE,
  isExpiringSoon,
  isValidEmail,
  NO_EMAILS_MESSAGE,
  platformsFor,
  SEARCH_TOO_SHORT_MESSAGE,
  searchTextError,
  splitEmailEntries,
  userStatus,
} from './users';

const NOW = new Date('2026-11-23T12:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000).toISOString();

describe('splitEmailEntries', () => {
  it('splits on commas when there is one, keeping spaces inside entries out', () => {
    expect(splitEmailEntries(' a@x.org, b@y.org ,,c@z.org ')).toEqual(['a@x.org', 'b@y.org', 'c@z.org']);
    expect(splitEmailEntries('a@x.org b@y.org, c@z.org')).toEqual(['a@x.org b@y.org', 'c@z.org']);
  });
  it('splits on any whitespace without a comma', () => {
    expect(splitEmailEntries('a@x.org\nb@y.org\t c@z.org')).toEqual(['a@x.org', 'b@y.org', 'c@z.org']);
  });
  it('drops blanks', () => {
    expect(splitEmailEntries('   ')).toEqual([]);
    expect(splitEmailEntries(',')).toEqual([]);
  });
  it('never returns blank or untrimmed entries (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const entry of splitEmailEntries(text)) expect(entry).toBe(entry.trim());
        for (const entry of splitEmailEntries(text)) expect(entry).not.toBe('');
      }),
    );
  });
});

describe('isValidEmail (spec 000 §5 pattern)', () => {
  it.each(['name@university.edu', 'a.b+tag@sub.example.co.uk', 'user@[192.0.2.1]', "o'brien@demo.edu"])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each([
    '',
    'plain',
    '@demo.edu',
    'a@demo',
    'a@demo.e',
    'a@demo.123',
    'a..b@demo.edu',
    '.a@demo.edu',
    'a@-demo.edu',
    'a@[256.1.1.1]',
    'a@[01.1.1.1]',
    'a b@demo.edu',
    'a@demo..edu',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
  it('accepts every address built from the pattern (property)', () => {
    const atom = fc.stringMatching(/^[a-z0-9!#$%&'*+/=?^_`{|}~-]{1,10}$/);
    const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?$/);
    const tld = fc.stringMatching(/^[a-z]{2,6}$/);
    fc.assert(
      fc.property(
        fc.array(atom, { minLength: 1, maxLength: 3 }),
        fc.array(label, { minLength: 1, maxLength: 3 }),
        tld,
        (locals, labels, top) => {
          expect(isValidEmail(`${locals.join('.')}@${labels.join('.')}.${top}`)).toBe(true);
        },
      ),
    );
  });
  it('refuses addresses without exactly a usable @ and top-level domain (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        if (!text.includes('@')) expect(isValidEmail(text)).toBe(false);
        if (/\s/.test(text)) expect(isValidEmail(text)).toBe(false);
        const domain = text.slice(text.lastIndexOf('@') + 1);
        if (!domain.startsWith('[') && !/\.[A-Za-z]{2,}$/.test(domain)) expect(isValidEmail(text)).toBe(false);
      }),
    );
  });
});

describe('isValidEmail (cases and properties moved from the email pill input)', () => {
  it.each([
    'jane@demo.edu',
    'jane.doe+reports@library.demo.edu',
    "o'brien@example.ie",
    'a@b.co',
    'x_y-z@sub-domain.example.museum',
    'user@[192.0.2.1]',
    'user@[255.255.255.255]',
    'USER@EXAMPLE.ORG',
    '1234@123.example.com',
  ])('accepts %s', (address) => {
    expect(isValidEmail(address)).toBe(true);
  });

  it.each([
    ['no @', 'jane.demo.edu'],
    ['empty local part', '@demo.edu'],
    ['empty domain', 'jane@'],
    ['no top-level domain', 'jane@localhost'],
    ['one-letter top-level domain', 'jane@demo.e'],
    ['numeric top-level domain', 'jane@demo.123'],
    ['two @', 'jane@doe@demo.edu'],
    ['leading dot', '.jane@demo.edu'],
    ['trailing dot in local part', 'jane.@demo.edu'],
    ['double dot', 'jane..doe@demo.edu'],
    ['space', 'jane doe@demo.edu'],
    ['domain label starting with a hyphen', 'jane@-demo.edu'],
    ['domain label ending with a hyphen', 'jane@demo-.edu'],
    ['empty domain label', 'jane@demo..edu'],
    ['IPv4 literal out of range', 'user@[192.0.2.256]'],
    ['IPv4 literal with three octets', 'user@[192.0.2]'],
    ['IPv4 literal with a leading zero', 'user@[192.0.2.01]'],
    ['IPv4 without brackets and no letters in the top-level domain', 'user@192.0.2.1'],
    ['IPv6 literal', 'user@[IPv6:2001:db8::1]'],
    ['local part over 64 characters', `${'a'.repeat(65)}@demo.edu`],
    ['address over 254 characters', `jane@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.edu`],
  ])('refuses %s (%s)', (_reason, address) => {
    expect(isValidEmail(address)).toBe(false);
  });

  it('accepts every address built by the rule (property)', () => {
    const atom = fc.stringMatching(/^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,10}$/);
    const local = fc.array(atom, { minLength: 1, maxLength: 3 }).map((atoms) => atoms.join('.'));
    const label = fc.stringMatching(/^[A-Za-z0-9]([A-Za-z0-9-]{0,8}[A-Za-z0-9])?$/);
    const tld = fc.stringMatching(/^[A-Za-z]{2,6}$/);
    const domain = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), tld).map(([labels, top]) => [...labels, top].join('.'));
    const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((octets) => `[${octets.join('.')}]`);
    fc.assert(
      fc.property(local, fc.oneof(domain, ipv4), (localPart, host) => {
        expect(isValidEmail(`${localPart}@${host}`)).toBe(true);
      }),
    );
  });

  it('refuses anything with whitespace or without exactly one @ outside a quoted part (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const ats = text.split('@').length - 1;
        if (ats !== 1 || /\s/.test(text)) expect(isValidEmail(text)).toBe(false);
      }),
    );
  });
});

describe('messages', () => {
  it('asks for at least one address, then for valid ones', () => {
    expect(emailListError([])).toBe(NO_EMAILS_MESSAGE);
    expect(emailListError(['a@demo.edu', 'nope'])).toBe(INVALID_EMAILS_MESSAGE);
    expect(emailListError(['a@demo.edu'])).toBeNull();
    expect(INVALID_EMAILS_MESSAGE).toBe(
      'One or more email addresses you entered were not recognized. Enter a valid email address, ex: name@university.edu',
    );
  });
  it('needs 4 characters to search', () => {
    expect(searchTextError('abc')).toBe(SEARCH_TOO_SHORT_MESSAGE);
    expect(searchTextError('  abc  ')).toBe('Please enter at least 4 characters to search.');
    expect(searchTextError('abcd')).toBeNull();
  });
  it('uses both platforms only with the flag', () => {
    expect(platformsFor(true)).toEqual(['jstor', 'artstor']);
    expect(platformsFor(false)).toEqual(['jstor']);
  });
});

describe('userStatus (spec 000 §4)', () => {
  it('invited and not expired is Invited', () => {
    expect(userStatus({ status: 'INVITED', expiration: days(30), isAdmin: false }, NOW)).toBe('Invited');
  });
  it('no expiration or an expiration at or before now is Expired', () => {
    expect(userStatus({ status: 'ACTIVE', expiration: null, isAdmin: false }, NOW)).toBe('Expired');
    expect(userStatus({ status: 'ACTIVE', expiration: NOW.toISOString(), isAdmin: false }, NOW)).toBe('Expired');
    expect(userStatus({ status: 'INVITED', expiration: days(-1), isAdmin: false }, NOW)).toBe('Expired');
  });
  it('otherwise Active', () => {
    expect(userStatus({ status: 'ACTIVE', expiration: days(1), isAdmin: false }, NOW)).toBe('Active');
  });
  it('admins without an expiration do not expire', () => {
    expect(userStatus({ status: 'ACTIVE', expiration: null, isAdmin: true }, NOW)).toBe('Active');
    expect(userStatus({ status: 'INVITED', expiration: null, isAdmin: true }, NOW)).toBe('Invited');
  });
});

describe('expiry', () => {
  it('warns under 14 days from today only', () => {
    expect(isExpiringSoon(days(13.9), NOW)).toBe(true);
    expect(isExpiringSoon(days(14), NOW)).toBe(false);
    expect(isExpiringSoon(days(-1), NOW)).toBe(false);
    expect(isExpiringSoon(null, NOW)).toBe(false);
  });
  it('extends to 365 days from now', () => {
    expect(extendedExpiration(NOW).toISOString()).toBe('2027-11-23T12:00:00.000Z');
  });
});
