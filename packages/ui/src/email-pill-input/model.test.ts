import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addEntries, describeAdded, isValidEmail, removeAt, splitEntries, splitWhileTyping, separatorOf } from './model';

describe('splitEntries', () => {
  it('splits on commas when there is a comma, keeping spaces inside an entry', () => {
    expect(splitEntries('a@x.org, b@y.org ,c@z.org')).toEqual(['a@x.org', 'b@y.org', 'c@z.org']);
    expect(splitEntries('Jane Doe, b@y.org')).toEqual(['Jane Doe', 'b@y.org']);
  });

  it('splits on any whitespace when there is no comma', () => {
    expect(splitEntries('a@x.org b@y.org\nc@z.org\td@w.org')).toEqual(['a@x.org', 'b@y.org', 'c@z.org', 'd@w.org']);
    expect(splitEntries('a@x.org\r\nb@y.org')).toEqual(['a@x.org', 'b@y.org']);
  });

  it('drops blank entries', () => {
    expect(splitEntries(' , ,a@x.org,,  ,')).toEqual(['a@x.org']);
    expect(splitEntries('   \n ')).toEqual([]);
    expect(splitEntries('')).toEqual([]);
  });

  it('never returns a blank or untrimmed entry (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const entry of splitEntries(text)) {
          expect(entry).not.toBe('');
          expect(entry).toBe(entry.trim());
          if (text.includes(',')) expect(entry).not.toContain(',');
          else expect(entry).not.toMatch(/\s/);
        }
      }),
    );
  });

  it('gives back the addresses joined by either separator (property)', () => {
    const address = fc.stringMatching(/^[a-z0-9]{1,8}@[a-z]{1,8}\.[a-z]{2,4}$/);
    fc.assert(
      fc.property(fc.array(address, { maxLength: 30 }), fc.constantFrom(', ', ',', ' ', '\n', ' \n '), (addresses, separator) => {
        expect(splitEntries(addresses.join(separator))).toEqual(addresses);
      }),
    );
  });
});

describe('splitWhileTyping', () => {
  it('keeps the unfinished entry in the input', () => {
    expect(splitWhileTyping('a@x.org')).toEqual({ complete: [], rest: 'a@x.org' });
    expect(splitWhileTyping('a@x.org,')).toEqual({ complete: ['a@x.org'], rest: '' });
    expect(splitWhileTyping('a@x.org, b@y')).toEqual({ complete: ['a@x.org'], rest: 'b@y' });
    expect(splitWhileTyping('a@x.org ')).toEqual({ complete: ['a@x.org'], rest: '' });
    expect(splitWhileTyping('a@x.org b@y.org c')).toEqual({ complete: ['a@x.org', 'b@y.org'], rest: 'c' });
  });

  it('ignores a separator typed into an empty input', () => {
    expect(splitWhileTyping(' ')).toEqual({ complete: [], rest: '' });
    expect(splitWhileTyping(',')).toEqual({ complete: [], rest: '' });
  });

  it('loses no entry: complete entries plus the rest split by the same rule give the whole text split (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const { complete, rest } = splitWhileTyping(text);
        expect([...complete, ...splitEntries(rest, separatorOf(text))]).toEqual(splitEntries(text));
      }),
    );
    // fast-check found this one: a comma list whose unfinished tail holds a space.
    expect(splitWhileTyping(',! -')).toEqual({ complete: [], rest: '! -' });
    expect(splitEntries(',! -')).toEqual(['! -']);
  });

  it('splits the tail left in the input on whitespace once it is committed alone (it has no comma any more)', () => {
    const { complete, rest } = splitWhileTyping('a@x.org, b@y.org c@z.org');
    expect(complete).toEqual(['a@x.org']);
    expect(splitEntries(rest)).toEqual(['b@y.org', 'c@z.org']);
  });
});

describe('list operations', () => {
  it('appends and removes without mutating', () => {
    const list = ['a@x.org'];
    expect(addEntries(list, ['b@y.org'])).toEqual(['a@x.org', 'b@y.org']);
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeAt(['a'], 5)).toEqual(['a']);
    expect(list).toEqual(['a@x.org']);
  });
});

describe('describeAdded', () => {
  it('names a single address and counts many', () => {
    expect(describeAdded(['a@x.org'], isValidEmail)).toBe('Added a@x.org.');
    expect(describeAdded(['nope'], isValidEmail)).toBe('Added nope, invalid email address.');
    expect(describeAdded(['a@x.org', 'b@y.org'], isValidEmail)).toBe('Added 2 addresses.');
    expect(describeAdded(['a@x.org', 'bad', 'worse'], isValidEmail)).toBe('Added 3 addresses, 2 invalid.');
    expect(describeAdded([], isValidEmail)).toBe('');
  });
});
