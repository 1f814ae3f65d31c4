/**
 * Pure logic of the combobox: option ordering by group, text matching that stays fast for thousands of
 * options, the rows of the (virtualised) list and the count announced to screen readers.
 */

export interface ComboboxOption {
  /** The value reported by `onValueChange`; unique among the options. */
  value: string;
  /** The text shown in the list and in the input once picked; what typing matches. */
  label: string;
  /** A second, muted line under the label (for example a site code or an account type). */
  description?: string;
  /** Shown but not selectable; arrow keys skip it. */
  disabled?: boolean;
  /** Heading the option is listed under. Options of one group are shown together, in the order groups first appear. */
  group?: string;
  /** Extra words that match when typed but are not shown (for example a site code or a former name). */
  keywords?: readonly string[];
}

/**
 * Lower case, accents removed (NFD without combining marks) and runs of whitespace made single, so
 * "Université  de Montréal" is found by typing "universite de montreal".
 */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export interface OptionIndex<T extends ComboboxOption = ComboboxOption> {
  /** The options with each group's members together, groups in order of first appearance. */
  ordered: T[];
  /** The normalised searchable text of each option of `ordered`, computed once. */
  haystacks: string[];
  /** Options by value, for finding the selected one without a scan. */
  byValue: Map<string, T>;
}

/** Prepares options for repeated filtering: done once per options array, not once per keystroke. */
export function indexOptions<T extends ComboboxOption>(options: readonly T[]): OptionIndex<T> {
  const groups = new Map<string | undefined, T[]>();
  for (const option of options) {
    const members = groups.get(option.group);
    if (members) members.push(option);
    else groups.set(option.group, [option]);
  }
  const ordered = [...groups.values()].flat();
  const haystacks = ordered.map((option) => normalize([option.label, ...(option.keywords ?? [])].join(' ')));
  const byValue = new Map(options.map((option) => [option.value, option]));
  return { ordered, haystacks, byValue };
}

export interface FilterResult<T extends ComboboxOption = ComboboxOption> {
  /** The matching options, at most `limit` of them, in list order. */
  options: T[];
  /** How many options match in all (can exceed `options.length` when limited). */
  total: number;
}

/**
 * The options whose label or keywords contain every word typed, in any order ("press demo" finds
 * "Demo Press"). An empty query matches everything. With `limit`, only the first `limit` matches are
 * returned but all are counted, so the list can say "showing 10 of 214".
 */
export function filterOptions<T extends ComboboxOption>(
  index: OptionIndex<T>,
  query: string,
  { limit }: { limit?: number } = {},
): FilterResult<T> {
  const terms = normalize(query).split(' ').filter(Boolean);
  const max = limit ?? Infinity;
  if (terms.length === 0) {
    return { options: index.ordered.length > max ? index.ordered.slice(0, max) : index.ordered, total: index.ordered.length };
  }
  const options: T[] = [];
  let total = 0;
  const { haystacks, ordered } = index;
  for (let i = 0; i < ordered.length; i += 1) {
    const haystack = haystacks[i]!;
    let matches = true;
    for (const term of terms) {
      if (!haystack.includes(term)) {
        matches = false;
        break;
      }
    }
    if (!matches) continue;
    total += 1;
    if (options.length < max) options.push(ordered[i]!);
  }
  return { options, total };
}

export type ComboboxRow<T extends ComboboxOption = ComboboxOption> =
  { kind: 'group'; key: string; group: string } | { kind: 'option'; key: string; option: T; index: number; group?: string };

/**
 * The rows of the list: a heading row before each group, then its options. `index` is the option's
 * position among the options alone (what the combobox logic counts); `optionRow[i]` maps it back to a row.
 */
export function toRows<T extends ComboboxOption>(options: readonly T[]): { rows: ComboboxRow<T>[]; optionRow: number[] } {
  const rows: ComboboxRow<T>[] = [];
  const optionRow: number[] = [];
  let currentGroup: string | undefined;
  options.forEach((option, index) => {
    if (option.group !== undefined && option.group !== currentGroup) {
      rows.push({ kind: 'group', key: `group:${option.group}`, group: option.group });
    }
    currentGroup = option.group;
    optionRow.push(rows.length);
    rows.push({ kind: 'option', key: `option:${option.value}`, option, index, group: option.group });
  });
  return { rows, optionRow };
}

export interface StatusInput {
  /** Whether the list is open; nothing is announced while it is closed. */
  open: boolean;
  /** Options listed. */
  shown: number;
  /** Options matching (more than `shown` when limited). */
  total: number;
  /** The query is shorter than the minimum: the hint is announced instead of a count. */
  belowMinimum?: string;
  /** Results are being fetched. */
  loading?: string;
  /** What to say when nothing matches. */
  empty: string;
}

/** The sentence the polite live region says about the list: "12 results available.", "Showing 10 of 214 results. Type more to narrow the list." */
export function statusMessage({ open, shown, total, belowMinimum, loading, empty }: StatusInput): string {
  if (!open) return '';
  if (loading) return loading;
  if (belowMinimum) return belowMinimum;
  if (total === 0) return empty;
  if (shown < total) return `Showing ${shown} of ${total} results. Type more to narrow the list.`;
  return total === 1 ? '1 result available.' : `${total} results available.`;
}
