import { describe, expect, it } from 'vitest';
import { siteSearchCode, siteSuggestions, type FoundAccount } from './site-search';

const account = (code: string, type: string): FoundAccount => ({ id: `ext-${code}`, code, name: code.toUpperCase(), type });

describe('the internal admins’ site-code search (spec 001 §2)', () => {
  it('starts at 3 characters and appends a wildcard unless an exact match is asked for', () => {
    expect(siteSearchCode('de', false)).toBeNull();
    expect(siteSearchCode('  de ', true)).toBeNull();
    expect(siteSearchCode('dem', false)).toBe('dem*');
    expect(siteSearchCode(' demouniv ', true)).toBe('demouniv');
    expect(siteSearchCode('dem*', false)).toBeNull();
    expect(siteSearchCode('x'.repeat(65), true)).toBeNull();
  });

  it('shows at most 5 suggestions, without publishers for other reports and only publishers for publisher reports', () => {
    const found = [
      account('demo1', 'institution'),
      account('demopress', 'publisher'),
      account('demo2', 'consortium'),
      account('demo3', 'institution'),
      account('demo4', 'institution'),
      account('demo5', 'institution'),
      account('demo6', 'institution'),
    ];
    expect(siteSuggestions(found, false).map((entry) => entry.code)).toEqual(['demo1', 'demo2', 'demo3', 'demo4', 'demo5']);
    expect(siteSuggestions(found, true).map((entry) => entry.code)).toEqual(['demopress']);
  });
});
