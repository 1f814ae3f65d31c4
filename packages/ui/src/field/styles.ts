import { focusRing } from '../lib/styles';

/**
 * The box of a text control (input, textarea, combobox, date and email inputs): a 40px minimum height,
 * a border in `line` (3:1 against white, WCAG 1.4.11), a danger border when invalid, the subtle surface when
 * disabled or read-only, and the house focus ring.
 */
export const controlBox = [
  'block w-full min-w-0 rounded border border-line bg-surface px-3 py-2 text-base text-ink',
  'placeholder:text-muted',
  'aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger aria-invalid:ring-inset',
  'disabled:cursor-not-allowed disabled:bg-subtle disabled:opacity-60',
  focusRing,
].join(' ');

/** A read-only text control: still focusable and selectable, drawn on the subtle surface without a box. */
export const controlReadOnly = 'read-only:border-dashed read-only:bg-subtle';
