import type * as React from 'react';
import { tokens } from '../../../../tailwind.config';
import { cn } from '../lib/cn';
import { contrast, formatRatio } from './contrast';

/** Documentation views of the design tokens (the "Design tokens" docs page and its stories); not exported. */

type ColorEntry = { name: string; hex: string };

/** `primary: { DEFAULT, hover }` becomes `primary` and `primary-hover`, as Tailwind names the utilities. */
export function flattenColors(colors: Record<string, string | Record<string, string>> = tokens.colors): ColorEntry[] {
  return Object.entries(colors).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [{ name, hex: value }]
      : Object.entries(value).map(([shade, hex]) => ({ name: shade === 'DEFAULT' ? name : `${name}-${shade}`, hex })),
  );
}

/** What a ratio allows (WCAG 2.2 1.4.3 and 1.4.11). */
export function grade(ratio: number): 'Text' | 'Non-text' | 'Decorative' {
  if (ratio >= 4.5) return 'Text';
  if (ratio >= 3) return 'Non-text';
  return 'Decorative';
}

const gradeStyle = {
  Text: 'bg-success-soft text-ink',
  'Non-text': 'bg-warning-soft text-ink',
  Decorative: 'bg-subtle text-ink',
} as const;

function Ratio({ fg, bg }: { fg: string; bg: string }) {
  const ratio = contrast(fg, bg);
  const level = grade(ratio);
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <span className="font-mono">{formatRatio(ratio)}</span>
      <span className={cn('rounded px-1.5 text-xs font-semibold', gradeStyle[level])}>{level}</span>
    </span>
  );
}

const th = 'border-b border-line bg-subtle px-3 py-2 text-start font-semibold';
const td = 'border-b border-divider px-3 py-2 align-middle';

/** Every colour token with its contrast against white (`surface`) and `subtle`. */
export function ColorTokens() {
  const white = tokens.colors.surface;
  const subtle = tokens.colors.subtle;
  return (
    <table className="w-full border-collapse text-sm text-ink">
      <caption className="mb-2 text-start text-muted">
        Contrast is computed from the token values. Text needs 4.5:1, icons, borders and the focus ring 3:1.
      </caption>
      <thead>
        <tr>
          <th scope="col" className={th}>
            Token
          </th>
          <th scope="col" className={th}>
            Value
          </th>
          <th scope="col" className={th}>
            On white
          </th>
          <th scope="col" className={th}>
            On subtle
          </th>
        </tr>
      </thead>
      <tbody>
        {flattenColors().map(({ name, hex }) => (
          <tr key={name}>
            <th scope="row" className={cn(td, 'text-start font-normal')}>
              <span className="inline-flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="inline-block size-6 shrink-0 rounded border border-line"
                  style={{ backgroundColor: hex }}
                />
                <code>{name}</code>
              </span>
            </th>
            <td className={cn(td, 'font-mono')}>{hex}</td>
            <td className={td}>
              <Ratio fg={hex} bg={white} />
            </td>
            <td className={td}>
              <Ratio fg={hex} bg={subtle} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The spacing steps, drawn to scale. */
export function SpacingTokens() {
  return (
    <ul className="space-y-2 text-sm text-ink">
      {/* Sorted by size: as object keys, "0.5" would come after the integer steps. */}
      {Object.entries(tokens.spacing)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([name, size]) => (
          <li key={name} className="flex items-center gap-4">
            <code className="w-10 shrink-0">{name}</code>
            <span className="w-20 shrink-0 font-mono text-muted">{size}</span>
            <span aria-hidden="true" className="h-4 rounded-sm bg-primary" style={{ width: size }} />
          </li>
        ))}
    </ul>
  );
}

/** The type scale, each step set in its own size and line height. */
export function TypeScale() {
  return (
    <ul className="space-y-3 text-ink">
      {Object.entries(tokens.fontSize).map(([name, [size, { lineHeight }]]) => (
        <li key={name} className="flex items-baseline gap-4">
          <code className="w-12 shrink-0 text-sm">{name}</code>
          <span className="w-36 shrink-0 font-mono text-sm text-muted">
            {size} / {lineHeight}
          </span>
          <span style={{ fontSize: size, lineHeight }}>Usage statistics for Demo University</span>
        </li>
      ))}
    </ul>
  );
}

/** The corner radii. */
export function RadiusTokens() {
  return (
    <ul className="flex flex-wrap gap-6 text-sm text-ink">
      {Object.entries(tokens.borderRadius).map(([name, radius]) => (
        <li key={name} className="flex flex-col items-center gap-2">
          <span aria-hidden="true" className="size-16 border-2 border-primary bg-primary-soft" style={{ borderRadius: radius }} />
          <code>{name === 'DEFAULT' ? 'rounded' : `rounded-${name}`}</code>
          <span className="font-mono text-muted">{radius}</span>
        </li>
      ))}
    </ul>
  );
}

/** The focus indicator, drawn permanently here (it normally shows on keyboard focus only) on both surfaces. */
export function FocusRingSample() {
  // `focusRing` without its `focus-visible:` prefix (written out: Tailwind only generates classes it finds
  // in the sources), so the sample shows the ring without focus.
  const ring = 'outline-2 outline-offset-2 outline-focus outline-solid';
  const samples: Array<[string, string, React.CSSProperties]> = [
    ['On white', tokens.colors.focus, { backgroundColor: tokens.colors.surface }],
    ['On subtle', tokens.colors.focus, { backgroundColor: tokens.colors.subtle }],
  ];
  return (
    <div className="flex flex-wrap gap-6 text-sm text-ink">
      {samples.map(([name, colour, style]) => (
        <div key={name} className="flex flex-col gap-3 rounded-lg border border-divider p-6" style={style}>
          <span aria-hidden="true" className={cn('inline-flex min-h-10 items-center rounded border border-line bg-surface px-4', ring)}>
            Focused control
          </span>
          <span>
            {name}: <Ratio fg={colour} bg={style.backgroundColor as string} />
          </span>
        </div>
      ))}
      <p className="basis-full text-muted">
        <code>focusRing</code>: 2px solid <code>focus</code> ({tokens.colors.focus}), offset 2px; <code>focusRingInset</code> draws it
        inside clipped lists. Minimum target: {tokens.minTarget} ({parseFloat(tokens.minTarget) * 16}px).
      </p>
    </div>
  );
}
