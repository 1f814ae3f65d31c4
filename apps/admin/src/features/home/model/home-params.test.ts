import { describe, expect, it } from 'vitest';
import { adminState } from '../fixtures/admin-state';
import { homeParamsOf } from './home-params';

const admin = adminState;

describe('homeParamsOf', () => {
  it('shows the institution dashboard of the selected institution', () => {
    expect(homeParamsOf(admin({}))).toEqual({ kind: 'institution', siteCode: 'demouniv', accountType: 'institution' });
  });
  it('shows the publisher dashboard to a publisher', () => {
    expect(homeParamsOf(admin({ selectedInstitution: 'demopub', accountType: 'publisher' })).kind).toBe('publisher');
  });
  it('shows a consortium its dashboard only with enable_consortium_homepage', () => {
    expect(homeParamsOf(admin({ selectedInstitution: 'democons', accountType: 'consortium' })).kind).toBe('consortium-without-dashboard');
    const flagged = admin({
      selectedInstitution: 'democons',
      accountType: 'consortium',
      userFlags: { enabled: ['enable_consortium_homepage'], disabled: [] },
    });
    expect(homeParamsOf(flagged)).toEqual({ kind: 'institution', siteCode: 'democons', accountType: 'consortium' });
  });
  it('asks for nothing for staff, without an institution or without a signed-in admin', () => {
    expect(homeParamsOf(admin({ internalAdmin: true })).kind).toBe('staff');
    expect(homeParamsOf(admin({ selectedInstitution: null as unknown as string })).kind).toBe('none');
    expect(homeParamsOf({ kind: 'anonymous' }).kind).toBe('none');
  });
});
