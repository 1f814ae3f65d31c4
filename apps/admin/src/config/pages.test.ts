import { describe, expect, it } from 'vitest';
import { pageNameOf } from './pages';

describe('page names', () => {
  it('names a page by the last path segment with dashes turned into spaces', () => {
    expect(pageNameOf('/access-methods')).toBe('access methods');
    expect(pageNameOf('/eba-status-dashboard')).toBe('eba status dashboard');
    expect(pageNameOf('/holdings?tab=books')).toBe('holdings');
    expect(pageNameOf('/')).toBe('home');
    expect(pageNameOf('')).toBe('home');
  });
});
