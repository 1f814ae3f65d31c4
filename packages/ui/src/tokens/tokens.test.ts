import { describe, expect, it } from 'vitest';
import { tokens } from '../../../../tailwind.config';
import { contrast, formatRatio, luminance } from './contrast';

const c = tokens.colors;

describe('design token contrast (WCAG 2.2 AA)', () => {
  // Every text/background pair the primitives actually paint.
  const textPairs: Array<[string, string, string]> = [
    ['ink on surface', c.ink, c.surface],
    ['ink on subtle', c.ink, c.subtle],
    ['muted on surface', c.muted, c.surface],
    ['muted on subtle', c.muted, c.subtle],
    ['primary (links) on surface', c.primary.DEFAULT, c.surface],
    ['primary hover on surface', c.primary.hover, c.surface],
    ['primary on primary-soft (current nav entry)', c.primary.DEFAULT, c.primary.soft],
    ['ink on primary-soft (highlighted menu item)', c.ink, c.primary.soft],
    ['primary button label', c.primary.contrast, c.primary.DEFAULT],
    ['primary button label, hover', c.primary.contrast, c.primary.hover],
    ['danger button label', c.danger.contrast, c.danger.DEFAULT],
    ['danger button label, hover', c.danger.contrast, c.danger.hover],
    ['danger menu item', c.danger.DEFAULT, c.surface],
    ['danger menu item, highlighted', c.danger.DEFAULT, c.danger.soft],
    ['ink on info alert', c.ink, c.info.soft],
    ['ink on success alert', c.ink, c.success.soft],
    ['ink on warning alert', c.ink, c.warning.soft],
    ['ink on error alert', c.ink, c.danger.soft],
    ['tooltip text', c.surface, c.ink],
    ['brand on surface', c.brand, c.surface],
  ];

  it.each(textPairs)('%s is at least 4.5:1', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  // Non-text: focus ring, input borders, alert icons and bars (WCAG 1.4.11).
  const nonTextPairs: Array<[string, string, string]> = [
    ['focus ring on surface', c.focus, c.surface],
    ['focus ring on subtle', c.focus, c.subtle],
    ['input border on surface', c.line, c.surface],
    ['info icon on info-soft', c.info.DEFAULT, c.info.soft],
    ['success icon on success-soft', c.success.DEFAULT, c.success.soft],
    ['warning icon on warning-soft', c.warning.DEFAULT, c.warning.soft],
    ['error icon on danger-soft', c.danger.DEFAULT, c.danger.soft],
  ];

  it.each(nonTextPairs)('%s is at least 3:1', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(3);
  });

  it('matches the figures quoted in tailwind.config.ts', () => {
    expect(contrast(c.ink, c.surface)).toBeCloseTo(15.8, 1);
    expect(contrast(c.focus, c.surface)).toBeCloseTo(6.7, 1);
    expect(contrast(c.brand, c.surface)).toBeCloseTo(8.9, 1);
  });

  it('keeps the minimum target at 24px', () => {
    expect(parseFloat(tokens.minTarget) * 16).toBeGreaterThanOrEqual(24);
  });

  it('computes luminance and ratios by the WCAG formula', () => {
    expect(luminance('#ffffff')).toBe(1);
    expect(luminance('#000000')).toBe(0);
    expect(contrast('#000000', '#ffffff')).toBe(21);
    expect(contrast('#ffffff', '#000000')).toBe(21);
    expect(contrast(c.surface, c.surface)).toBe(1);
  });

  it('formats ratios without rounding a failing pair up to a passing figure', () => {
    expect(formatRatio(4.4999)).toBe('4.4:1');
    expect(formatRatio(2.96)).toBe('2.9:1');
    expect(formatRatio(6.96)).toBe('6.9:1');
    expect(formatRatio(15.79)).toBe('15.8:1');
    expect(formatRatio(4.5)).toBe('4.5:1');
    expect(formatRatio(21)).toBe('21.0:1');
  });
});
