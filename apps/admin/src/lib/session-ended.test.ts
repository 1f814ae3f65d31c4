import { describe, expect, it } from 'vitest';
import { GatewayError } from './graphql-client';
import { isSessionEnded, sessionEndedTarget } from './session-ended';

describe('session ended', () => {
  it('is told by an UNAUTHENTICATED answer only', () => {
    expect(isSessionEnded(new GatewayError('Please sign in.', 'UNAUTHENTICATED', 'Holdings'))).toBe(true);
    for (const code of ['FORBIDDEN', 'NETWORK', 'INTERNAL_SERVER_ERROR', 'HTTP_401'])
      expect(isSessionEnded(new GatewayError('x', code, 'Holdings'))).toBe(false);
    expect(isSessionEnded(new Error('UNAUTHENTICATED'))).toBe(false);
  });

  it('goes to the login page and back to where the user was', () => {
    expect(sessionEndedTarget('/admin/holdings', '?tab=books')).toBe('/admin/login?redirectUri=%2Fadmin%2Fholdings%3Ftab%3Dbooks');
    expect(sessionEndedTarget('/admin/', '')).toBe('/admin/login?redirectUri=%2Fadmin%2F');
    expect(sessionEndedTarget('/admin', '')).toBe('/admin/login?redirectUri=%2Fadmin%2F');
    expect(sessionEndedTarget('/admin/login', '?redirectUri=%2Fadmin%2Feba')).toBeNull();
  });
});
