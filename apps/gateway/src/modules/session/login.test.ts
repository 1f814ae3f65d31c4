import { describe, expect, it, vi } from 'vitest';
import { DatabaseUnavailableError } from '../../db/errors.ts';
import { attemptLogin, wireErrorCode, type LoginSteps } from './login.ts';

function steps(overrides: Partial<LoginSteps> = {}): LoginSteps & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    beginAttempt: vi.fn(async () => {
      calls.push('throttle');
      return { allowed: true } as const;
    }),
    settleAttempt: vi.fn(async (result: string) => {
      calls.push(`settle:${result}`);
    }),
    ensureSession: vi.fn(async () => {
      calls.push('session');
    }),
    findCandidate: vi.fn(async (username: string) => {
      calls.push('lookup');
      return username === 'known@demo.edu' ? { id: 'user-1', passwordHash: 'hash' } : null;
    }),
    verifyPassword: vi.fn(async (password: string, hash: string | null) => {
      calls.push(`password:${hash ?? 'none'}`);
      return hash === 'hash' && password === 'right';
    }),
    isAdmin: vi.fn(async () => {
      calls.push('profile');
      return true;
    }),
    signIn: vi.fn(async () => {
      calls.push('signIn');
    }),
    ...overrides,
  };
}

const input = { username: 'Known@Demo.edu ', password: 'right' };
const fail = (error: Error) => async () => {
  throw error;
};

describe('attemptLogin', () => {
  it('signs in a known admin with the right password', async () => {
    const flow = steps();
    expect(await attemptLogin(flow, { ...input, accessPersist: true })).toMatchObject({
      success: true,
      errorCode: null,
      accessPersist: true,
    });
    expect(flow.calls).toEqual(['throttle', 'session', 'lookup', 'password:hash', 'profile', 'signIn', 'settle:success']);
    expect(flow.findCandidate).toHaveBeenCalledWith('known@demo.edu');
  });

  it('answers A333 for a wrong password and for an unknown user, hashing once either way', async () => {
    const wrong = steps();
    expect(await attemptLogin(wrong, { ...input, password: 'wrong' })).toMatchObject({ success: false, errorCode: 'A333' });
    expect(wrong.calls).toEqual(['throttle', 'session', 'lookup', 'password:hash', 'settle:failure']);

    const unknown = steps();
    expect(await attemptLogin(unknown, { ...input, username: 'nobody@demo.edu' })).toMatchObject({ success: false, errorCode: 'A333' });
    expect(unknown.calls).toEqual(['throttle', 'session', 'lookup', 'password:none', 'settle:failure']);
  });

  it('answers nonAdmin without signing in', async () => {
    const flow = steps({ isAdmin: async () => false });
    expect(await attemptLogin(flow, input)).toMatchObject({ success: false, errorCode: 'nonAdmin' });
    expect(flow.signIn).not.toHaveBeenCalled();
    // The password was right, so the account's failures are cleared all the same.
    expect(flow.calls.at(-1)).toBe('settle:success');
  });

  it('refuses over-long or empty input before any work', async () => {
    for (const bad of [
      { username: `${'a'.repeat(250)}@x.io`, password: 'right' },
      { username: 'known@demo.edu', password: 'x'.repeat(1025) },
      { username: '  ', password: 'right' },
      { username: 'known@demo.edu', password: '' },
    ]) {
      const flow = steps();
      expect(await attemptLogin(flow, bad)).toMatchObject({ success: false, errorCode: 'A333' });
      expect(flow.calls).toEqual([]);
    }
  });

  it('refuses a throttled attempt before any lookup or hashing, with the time to wait', async () => {
    const flow = steps({ beginAttempt: async () => ({ allowed: false, retryAfterSeconds: 840 }) });
    const outcome = await attemptLogin(flow, input);
    expect(outcome).toMatchObject({ success: false, errorCode: 'A429', retryAfterSeconds: 840 });
    expect(wireErrorCode(outcome)).toBe('A429:840');
    expect(flow.calls).toEqual([]);
  });

  it('maps a failing throttle store to S333 without trying the password', async () => {
    const flow = steps({ beginAttempt: fail(new Error('relation "login_throttle" does not exist')) });
    expect(await attemptLogin(flow, input)).toMatchObject({ success: false, errorCode: 'S333', failedPhase: 'throttle' });
    expect(flow.calls).toEqual([]);
  });

  it('takes back an attempt that failed on our side, and keeps the answer when settling fails', async () => {
    const ours = steps({ findCandidate: fail(new Error('lookup failed')) });
    expect(await attemptLogin(ours, input)).toMatchObject({ errorCode: 'S001' });
    expect(ours.calls).toEqual(['throttle', 'session', 'settle:cancelled']);

    const brokenSettle = steps({ settleAttempt: fail(new Error('settle failed')) });
    expect(await attemptLogin(brokenSettle, input)).toMatchObject({ success: true });
  });

  it.each([
    ['ensureSession', 'S333'],
    ['findCandidate', 'S001'],
    ['verifyPassword', 'S044'],
    ['isAdmin', 'S022'],
    ['signIn', 'S333'],
  ] as const)('maps a failure in %s to %s', async (step, code) => {
    const flow = steps({ [step]: fail(new Error('statement failed')) });
    expect(await attemptLogin(flow, input)).toMatchObject({ success: false, errorCode: code, accessPersist: false });
  });

  it.each(['findCandidate', 'verifyPassword', 'isAdmin'] as const)('maps an unreachable database in %s to S333', async (step) => {
    const flow = steps({ [step]: fail(new DatabaseUnavailableError()) });
    expect(await attemptLogin(flow, input)).toMatchObject({ success: false, errorCode: 'S333' });
  });
});
