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
