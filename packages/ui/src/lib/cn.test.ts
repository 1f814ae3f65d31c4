import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins conditional class names', () => {
    const selected = false as boolean;
    expect(cn('a', selected && 'b', undefined, null, ['c', { d: true, e: false }])).toBe('a c d');
  });

  it('lets a later utility override an earlier one of the same kind', () => {
    expect(cn('px-4 py-2', 'px-2')).toBe('py-2 px-2');
    expect(cn('bg-primary', 'bg-danger')).toBe('bg-danger');
  });

  it('tells the design tokens apart: a text colour does not replace a font size', () => {
    expect(cn('text-sm text-ink', 'text-danger')).toBe('text-sm text-danger');
    expect(cn('text-base', 'text-lg')).toBe('text-lg');
    expect(cn('min-h-target', 'min-h-10')).toBe('min-h-10');
  });

  it('keeps variants separate from base utilities', () => {
    expect(cn('hover:bg-primary-hover bg-primary', 'bg-surface')).toBe('hover:bg-primary-hover bg-surface');
    expect(cn('data-highlighted:bg-primary-soft', 'data-highlighted:bg-danger-soft')).toBe('data-highlighted:bg-danger-soft');
  });
});
