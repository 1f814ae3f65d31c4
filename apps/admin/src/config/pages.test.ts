import { describe, expect, it } from 'vitest';
import { PAGES, pageNameOf, pageOf } from './pages';
import { paths } from './paths';

describe('page table', () => {
  it('names a page by the last path segment with dashes turned into spaces', () => {
    expect(pageNameOf('/access-methods')).toBe('access methods');
    expect(pageNameOf('/eba-status-dashboard')).toBe('eba status dashboard');
    expect(pageNameOf('/holdings?tab=books')).toBe('holdings');
    expect(pageNameOf('/')).toBe('home');
    expect(pageNameOf('')).toBe('home');
  });

  it('finds a page for every route of both route tables, and its path leads back to it', () => {
    for (const path of Object.values(paths)) {
      const page = pageOf(path);
      expect(page, path).toBeDefined();
      expect(pageOf(page!.path)).toBe(page);
    }
  });

  it('uses the title suffixes of the route tables', () => {
    expect(pageOf(paths.counter51)?.title).toBe('COUNTER 5.1 Usage Reports');
    expect(pageOf(paths.publisherReports)?.title).toBe('Publisher Usage Reports');
    expect(pageOf(paths.bookReports)?.title).toBe('Books Reports');
    expect(pageOf(paths.holdings)?.title).toBe('Holdings Summary');
    expect(Object.keys(PAGES)).toHaveLength(16);
  });

  it('has no page for unknown paths', () => {
    expect(pageOf('/no-such-page')).toBeUndefined();
  });
});
