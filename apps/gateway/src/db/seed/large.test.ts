import { describe, expect, it } from 'vitest';
import { AGENCY_CHILD_COUNT, DEMO_ACCOUNTS } from './demo-data.ts';
import { isLargeDemo, LARGE_DEMO, largeAgencyChildren } from './large.ts';
import { LARGE_SITE } from './users.ts';

describe('DEMO_DATA=large', () => {
  it('is chosen by DEMO_DATA=large only', () => {
    expect(isLargeDemo({ DEMO_DATA: 'large' })).toBe(true);
    expect(isLargeDemo({ DEMO_DATA: ' Large ' })).toBe(true);
    expect(isLargeDemo({ DEMO_DATA: 'on' })).toBe(false);
    expect(isLargeDemo({})).toBe(false);
  });

  it('adds agency children up to 5,000, with codes and names of their own', () => {
    const extra = largeAgencyChildren();
    expect(AGENCY_CHILD_COUNT + extra.length).toBe(LARGE_DEMO.agencyChildren);
    const demoCodes = new Set(DEMO_ACCOUNTS.map((account) => account.code));
    const codes = extra.map((child) => child.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.filter((code) => demoCodes.has(code) || code === LARGE_SITE.code)).toEqual([]);
    expect(new Set(extra.map((child) => child.name)).size).toBe(extra.length);
    expect(extra.at(-1)?.name).toMatch(/, [A-Z][a-z]+ Campus$/);
  });

  it('is the same list on every run (the seed is deterministic)', () => {
    expect(largeAgencyChildren(1_000)).toEqual(largeAgencyChildren().slice(0, 1_000 - AGENCY_CHILD_COUNT));
  });
});
