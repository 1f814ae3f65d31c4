import type { Config } from 'tailwindcss';

/**
 * Design tokens. Text colours are chosen for at least 4.5:1 on their usual background and the focus
 * ring for at least 3:1 against white and against the subtle surface (WCAG 2.2 1.4.3, 1.4.11, 2.4.13).
 * Contrast figures are asserted in packages/ui/src/tokens/tokens.test.ts.
 */
export const tokens = {
  colors: {
    ink: '#1f2328', // 15.8:1 on white
    muted: '#4b5563', // 7.6:1 on white
    surface: '#ffffff',
    subtle: '#f3f4f6',
    line: '#767676', // 4.5:1 on white: input borders meet the 3:1 non-text minimum
    divider: '#d1d5db', // decorative separators only
    primary: { DEFAULT: '#0b5394', hover: '#083d6e', contrast: '#ffffff', soft: '#e8f0f8' },
    danger: { DEFAULT: '#b42318', hover: '#8f1c13', contrast: '#ffffff', soft: '#fdecea' },
    success: { DEFAULT: '#1a7f37', hover: '#146c2e', contrast: '#ffffff', soft: '#e9f6ec' },
    warning: { DEFAULT: '#8a5300', contrast: '#ffffff', soft: '#fff4dc' },
    info: { DEFAULT: '#0b5394', soft: '#e8f0f8' },
    focus: '#1d4ed8', // 6.7:1 on white, 6.1:1 on subtle
    brand: '#990000', // 8.9:1 on white
  },
  spacing: { '0.5': '0.125rem', '1': '0.25rem', '2': '0.5rem', '3': '0.75rem', '4': '1rem', '6': '1.5rem', '8': '2rem' },
  fontSize: {
    xs: ['0.75rem', { lineHeight: '1rem' }],
    sm: ['0.875rem', { lineHeight: '1.25rem' }],
    base: ['1rem', { lineHeight: '1.5rem' }],
    lg: ['1.125rem', { lineHeight: '1.75rem' }],
    xl: ['1.25rem', { lineHeight: '1.75rem' }],
    '2xl': ['1.5rem', { lineHeight: '2rem' }],
    '3xl': ['1.875rem', { lineHeight: '2.25rem' }],
  },
  borderRadius: { sm: '0.25rem', DEFAULT: '0.375rem', md: '0.375rem', lg: '0.5rem', full: '9999px' },
  /** Minimum interactive target (WCAG 2.2 2.5.8). */
  minTarget: '1.5rem',
} as const;

export default {
  content: [],
  theme: {
    extend: {
      colors: tokens.colors,
      fontSize: tokens.fontSize,
      borderRadius: tokens.borderRadius,
      minWidth: { target: tokens.minTarget },
      minHeight: { target: tokens.minTarget },
      fontFamily: { sans: ['"Liberation Sans"', 'Arial', 'Helvetica', 'sans-serif'] },
    },
  },
} satisfies Config;
