import { describe, expect, it } from 'vitest';
import type { PairedUser } from '../api/users';
import { actionsFor, countHeading, daysLeft, failureToast, successToast, toUserRow } from './users';

const NOW = new Date('2026-11-23T12:00:00Z');
const inDays = (n: number) => new Date(NOW.getTime() + n * 86_400_000).toISOString();

function user(status: string, expirations: Array<string | null>, roles: string[] = []): PairedUser {
  return {
    userId: 'u',
    email: 'a@demo.edu',
    status,
    latestAuthenticatedDateTime: null,
    profiles: expirations.map((expirationDateTime, index) => ({
      id: `p${index}`,
      portalName: index === 0 ? 'jstor' : 'artstor',
      active: true,
      expirationDateTime,
      roles: roles.map((name) => ({ name })),
    })),
  };
}

describe('toUserRow', () => {
  it('takes the latest end of access over the profiles and applies the status rule', () => {
    expect(toUserRow(user('ACTIVE', [inDays(-3), inDays(40)]), NOW)).toMatchObject({
      status: 'Active',
      expiration: inDays(40),
      expiringSoon: false,
    });
    expect(toUserRow(user('INVITED', [inDays(200)]), NOW)).toMatchObject({ status: 'Invited' });
    expect(toUserRow(user('INVITED', [inDays(-1)]), NOW)).toMatchObject({ status: 'Expired' });
    expect(toUserRow(user('ACTIVE', []), NOW)).toMatchObject({ status: 'Expired', expiration: null });
  });
  it('warns under 14 days', () => {
    expect(toUserRow(user('ACTIVE', [inDays(5)]), NOW).expiringSoon).toBe(true);
    expect(toUserRow(user('ACTIVE', [inDays(15)]), NOW).expiringSoon).toBe(false);
  });
  it('admins do not expire and show their role name', () => {
    expect(toUserRow(user('ACTIVE', [null, null], ['ARTSTOR_INS_ADMIN']), NOW)).toMatchObject({
      status: 'Active',
      isAdmin: true,
      expiration: null,
      roleName: 'Artstor Administrator',
    });
  });
});

describe('actionsFor', () => {
  it('hides expire for expired users and offers resend only to invited ones', () => {
    expect(actionsFor({ status: 'Expired', isAdmin: false }, false)).toEqual(['extend']);
    expect(actionsFor({ status: 'Invited', isAdmin: false }, false)).toEqual(['extend', 'expire', 'resend']);
    expect(actionsFor({ status: 'Active', isAdmin: false }, true)).toEqual(['extend', 'expire', 'addAdmin']);
  });
  it('gives admin rows no actions with user_management_add_admin_permission', () => {
    expect(actionsFor({ status: 'Active', isAdmin: true }, true)).toEqual([]);
    expect(actionsFor({ status: 'Active', isAdmin: true }, false)).toEqual(['expire']);
    // Issue 30: an expired admin can be restored (without the flag); with it admin rows have no actions.
    expect(actionsFor({ status: 'Expired', isAdmin: true }, false)).toEqual(['restore']);
    expect(actionsFor({ status: 'Expired', isAdmin: true }, true)).toEqual([]);
  });
});

describe('texts', () => {
  it('are the spec toasts', () => {
    expect(successToast('extend', 'a@demo.edu')).toBe('Access for a@demo.edu was extended to 365 days');
    expect(successToast('expire', 'a@demo.edu')).toBe('Access for a@demo.edu was expired');
    expect(successToast('addAdmin', 'a@demo.edu')).toBe('Admin access for a@demo.edu was granted');
    expect(successToast('resend', 'a@demo.edu')).toBe('Your invitation has been resent');
    expect(failureToast('extend', 'a@demo.edu')).toBe('We are unable to extend access for a@demo.edu, please try again or contact support');
    expect(failureToast('expire', 'a@demo.edu')).toBe('We are unable to expire access for a@demo.edu, please try again or contact support');
    expect(failureToast('addAdmin', 'a@demo.edu')).toBe(
      'We are unable to grant admin access for a@demo.edu, please try again or contact support',
    );
    expect(countHeading(1234)).toBe('1,234 Active and invited users');
  });
  it('counts days left', () => {
    expect(daysLeft(inDays(4.2), NOW)).toBe(5);
  });
});
