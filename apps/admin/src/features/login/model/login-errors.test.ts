import { describe, expect, it } from 'vitest';
import { FALLBACK_MESSAGE, loginErrorMessage, NON_ADMIN_MESSAGE, validateLogin } from './login-errors';

describe('loginErrorMessage', () => {
  it('gives each failure code its own message', () => {
    const texts = ['A333', 'S044', 'S001', 'S022', 'S333', 'nonAdmin'].map((code) => loginErrorMessage(code).text);
    expect(new Set(texts).size).toBe(6);
    expect(texts).not.toContain(FALLBACK_MESSAGE);
  });

  it('suggests a reset only for wrong credentials', () => {
    expect(loginErrorMessage('A333').suggestReset).toBe(true);
    expect(loginErrorMessage('S333').suggestReset).toBe(false);
  });

  it('uses the spec sentence for non-admin accounts', () => {
    expect(loginErrorMessage('nonAdmin').text).toBe(NON_ADMIN_MESSAGE);
  });

  it('says when to try again after too many failed attempts', () => {
    expect(loginErrorMessage('A429:840').text).toBe('Too many unsuccessful sign-in attempts. Please try again in 14 minutes.');
    expect(loginErrorMessage('A429:30').text).toMatch(/try again in 1 minute\.$/);
    expect(loginErrorMessage('A429:61').text).toMatch(/in 2 minutes\.$/);
    expect(loginErrorMessage('A429').text).toMatch(/in a few minutes\.$/);
    expect(loginErrorMessage('A429:840').suggestReset).toBe(true);
  });

  it('falls back for unknown codes, inherited property names and missing codes', () => {
    for (const code of ['X999', 'toString', '__proto__', '', null, undefined, 'A429:', 'A429:abc', 'xA429:5']) {
      expect(loginErrorMessage(code).text).toBe(FALLBACK_MESSAGE);
    }
  });
});

describe('validateLogin', () => {
  it('asks for both fields', () => {
    expect(validateLogin('', '')).toEqual({ username: 'Enter your username.', password: 'Enter your password.' });
    expect(validateLogin('   ', 'x')).toEqual({ username: 'Enter your username.' });
    expect(validateLogin('a@b.edu', 'demo')).toEqual({});
  });

  it('refuses oversized input before it reaches the server', () => {
    expect(validateLogin('a'.repeat(255), 'x').username).toMatch(/254/);
    expect(validateLogin('a', 'x'.repeat(1025)).password).toMatch(/1,024/);
  });
});
