import { describe, expect, it } from 'vitest';
import { formatWhen, revokeText, sushiCredentialsAccess } from './sushi-credentials';

describe('SUSHI credentials texts', () => {
  it('formats timestamps in UTC, and a credential never used as Never', () => {
    expect(formatWhen('2026-11-24T03:05:00.000Z')).toBe('Nov 24, 2026, 3:05 AM UTC');
    expect(formatWhen(null)).toBe('Never');
  });

  it('names the credentials being revoked', () => {
    expect(revokeText('demo-harvester', 'Oct 25, 2026, 3:05 AM UTC')).toBe(
      'The SUSHI server will refuse the credentials of demo-harvester created Oct 25, 2026, 3:05 AM UTC from the next request on. This cannot be undone.',
    );
  });
});

describe('sushiCredentialsAccess (issue 30)', () => {
  it("an agency's child is not its administrator's own; staff masquerading read but do not create", () => {
    expect(sushiCredentialsAccess({ viaAgency: false, masquerading: false })).toBe('own');
    expect(sushiCredentialsAccess({ viaAgency: true, masquerading: false })).toBe('not-own');
    expect(sushiCredentialsAccess({ viaAgency: false, masquerading: true })).toBe('staff');
  });
});
