import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redirectUriFor, safeRedirectTarget } from './safe-redirect';

describe('safeRedirectTarget', () => {
  it('accepts paths under /admin and returns them relative to the base', () => {
    expect(safeRedirectTarget('/admin/')).toBe('/');
    expect(safeRedirectTarget('/admin')).toBe('/');
    expect(safeRedirectTarget('/admin/access-methods')).toBe('/access-methods');
    expect(safeRedirectTarget('/admin/holdings?tab=books')).toBe('/holdings?tab=books');
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '\\\\evil.example',
    'https://localhost:8080@evil.example',
    'https://localhost.evil.example',
    'java\tscript:alert(1)',
    'data:text/html,x',
    '/admin//evil.example',
    '/administrator',
    '/other/admin',
    '',
    'admin/home',
    '/admin/%0d%0aSet-Cookie',
    '/admin/\u0000',
  ])('refuses %j', (uri) => {
    const target = safeRedirectTarget(uri);
    if (target !== null) {
      // Percent-encoded input may survive, but only as a harmless in-app path.
      expect(target.startsWith('/')).toBe(true);
      expect(target.startsWith('//')).toBe(false);
    }
    if (uri !== '/admin/%0d%0aSet-Cookie') expect(target).toBeNull();
  });

  it('never returns a target that leaves the app, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (input) => {
        const target = safeRedirectTarget(input);
        if (target === null) return true;
        const resolved = new URL(`/admin${target}`, 'https://console.invalid');
        return resolved.origin === 'https://console.invalid' && resolved.pathname.startsWith('/admin');
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips every in-app location through redirectUriFor', () => {
    expect(safeRedirectTarget(redirectUriFor('/'))).toBe('/');
    expect(safeRedirectTarget(redirectUriFor('/access-methods'))).toBe('/access-methods');
    expect(safeRedirectTarget(redirectUriFor('/holdings', 'tab=books'))).toBe('/holdings?tab=books');
  });
});
