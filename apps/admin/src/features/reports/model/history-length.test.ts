import { describe, expect, it } from 'vitest';
import { isLongHistory, LONG_HISTORY } from './history';

describe('long report histories', () => {
  it('a plain table up to 100 requests, virtualised above', () => {
    expect(isLongHistory(7)).toBe(false);
    expect(isLongHistory(LONG_HISTORY)).toBe(false);
    expect(isLongHistory(LONG_HISTORY + 1)).toBe(true);
    expect(isLongHistory(2007)).toBe(true);
  });
});
