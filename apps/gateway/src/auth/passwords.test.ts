import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCRYPT_PARAMS,
  hashPassword,
  PasswordVerifier,
  resolveScryptParams,
  TEST_SCRYPT_PARAMS,
  verifyPassword,
} from './passwords.ts';

describe('passwords', () => {
  it('hash with a per-user salt and verify', async () => {
    const first = await hashPassword('demo', TEST_SCRYPT_PARAMS);
    const second = await hashPassword('demo', TEST_SCRYPT_PARAMS);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('demo', first)).toBe(true);
    expect(await verifyPassword('demo ', first)).toBe(false);
    expect(await verifyPassword('', first)).toBe(false);
  });

  it('keeps verifying a hash made with other parameters', async () => {
    const stored = await hashPassword('s3cret', { N: 2048, r: 8, p: 1 });
    expect(await new PasswordVerifier(TEST_SCRYPT_PARAMS).verify('s3cret', stored)).toBe(true);
  });

  it('refuses malformed hashes loudly', async () => {
    await expect(verifyPassword('demo', 'plain')).rejects.toThrow('Malformed');
    await expect(verifyPassword('demo', 'scrypt$3$8$1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5')).rejects.toThrow('Malformed');
  });

  it('spends a hash for unknown users and never matches', async () => {
    const verifier = new PasswordVerifier(TEST_SCRYPT_PARAMS);
    expect(await verifier.verify('anything', null)).toBe(false);
  });

  it('uses the production cost in production whatever the configuration says', () => {
    expect(resolveScryptParams(true, TEST_SCRYPT_PARAMS)).toEqual(DEFAULT_SCRYPT_PARAMS);
    expect(resolveScryptParams(false, TEST_SCRYPT_PARAMS)).toEqual(TEST_SCRYPT_PARAMS);
    expect(resolveScryptParams(false, undefined)).toEqual(DEFAULT_SCRYPT_PARAMS);
  });
});
