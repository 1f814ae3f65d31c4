import { describe, expect, it } from 'vitest';
import { searchTerm } from './account-search';

describe('searchTerm', () => {
  it('needs at least 3 characters', () => {
    expect(searchTerm('de', false)).toEqual({ ok: false, message: 'Please enter at least 3 characters to search.' });
    expect(searchTerm('  de  ', false).ok).toBe(false);
  });

  it('appends a wildcard unless an exact match is asked for', () => {
    expect(searchTerm(' demo ', false)).toEqual({ ok: true, code: 'demo*' });
    expect(searchTerm('demouniv', true)).toEqual({ ok: true, code: 'demouniv' });
  });

  it('refuses characters no site code has', () => {
    expect(searchTerm('demo*', false).ok).toBe(false);
    expect(searchTerm("de'; drop", false).ok).toBe(false);
  });
});
