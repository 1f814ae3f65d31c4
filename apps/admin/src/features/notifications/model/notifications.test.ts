import { describe, expect, it } from 'vitest';
import { ageLabel, bellLabel, isForAccountType, linkTarget } from './notifications';

const NOW = new Date('2026-11-23T12:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe('ageLabel (spec 000 §9)', () => {
  it.each([
    [0, 'Today'],
    [0.9, 'Today'],
    [1, '1d ago'],
    [6.9, '6d ago'],
    [7, '1w ago'],
    [13, '1w ago'],
    [14, '2w ago'],
    [400, '57w ago'],
  ])('%s days old reads %s', (days, label) => {
    expect(ageLabel(ago(days), NOW)).toBe(label);
  });
  it('treats a date in the future as today', () => {
    expect(ageLabel(ago(-1), NOW)).toBe('Today');
  });
});

describe('audience', () => {
  it('matches account types case-insensitively in a comma-separated list', () => {
    expect(isForAccountType('Institution, Consortium', 'institution')).toBe(true);
    expect(isForAccountType('INSTITUTION,CONSORTIUM', 'consortium')).toBe(true);
    expect(isForAccountType('institution', 'publisher')).toBe(false);
    expect(isForAccountType('institutions', 'institution')).toBe(false);
  });
});

describe('links', () => {
  const origin = 'https://console.example.org';
  it('opens admin links in the console and others as external', () => {
    expect(linkTarget('https://console.example.org/admin/counter5.1', origin)).toEqual({ kind: 'admin', path: '/counter5.1' });
    expect(linkTarget('https://support.example.org/a', origin)).toEqual({ kind: 'external', url: 'https://support.example.org/a' });
    expect(linkTarget('https://console.example.org/other', origin)).toEqual({ kind: 'external', url: 'https://console.example.org/other' });
    expect(linkTarget('javascript:alert(1)', origin)).toBeNull();
  });
  it('names the unread state', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(2)).toBe('Notifications, 2 unread');
  });
});
