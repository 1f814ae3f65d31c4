// The machine-readable figure every benchmark prints, and what bench/run-all.mjs does with them.
// A benchmark prints one line per figure:
//   BENCH {"figure":"home summary median","value":12.3,"unit":"ms","budget":50,"holds":true}
// `op` is how the value compares with the budget: "<=" (default: time, bytes) or ">=" (scores, throughput).
// `budget` null (or absent) is a figure without a budget, shown but never failing. `holds` may be left out: it is
// then computed from value, op and budget. A figure printed more than once (one line per run) keeps its worst.

export const BENCH_PREFIX = 'BENCH ';

/** The line a benchmark prints for one figure. */
export function benchLine({ figure, value, unit, budget = null, op = '<=', holds }) {
  const entry = { figure, value: round(value), unit, budget, op };
  entry.holds = holds ?? computeHolds(entry);
  return `${BENCH_PREFIX}${JSON.stringify(entry)}`;
}

const round = (value) => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) / 100 : value);

function computeHolds({ value, budget, op }) {
  if (budget === null || budget === undefined) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  return op === '>=' ? value >= budget : value <= budget;
}

/**
 * Every BENCH line of a benchmark's output, validated. Lines that start with BENCH but are not a figure are
 * returned as problems (a figure that cannot be read must not pass silently).
 */
export function parseBenchOutput(text) {
  const figures = [];
  const problems = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line.startsWith(BENCH_PREFIX)) continue;
    let entry;
    try {
      entry = JSON.parse(line.slice(BENCH_PREFIX.length));
    } catch {
      problems.push(`not JSON: ${line}`);
      continue;
    }
    const problem = checkEntry(entry);
    if (problem) {
      problems.push(`${problem}: ${line}`);
      continue;
    }
    const op = entry.op ?? '<=';
    const budget = entry.budget ?? null;
    const normalised = { figure: entry.figure, value: entry.value, unit: entry.unit ?? '', budget, op };
    normalised.holds = typeof entry.holds === 'boolean' ? entry.holds : computeHolds(normalised);
    if (budget === null && entry.holds === false) normalised.holds = false;
    figures.push(normalised);
  }
  return { figures: mergeFigures(figures), problems };
}

function checkEntry(entry) {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return 'not an object';
  if (typeof entry.figure !== 'string' || entry.figure.trim() === '') return 'no figure name';
  if (!(typeof entry.value === 'number' || entry.value === null)) return 'value is not a number';
  if (entry.op !== undefined && entry.op !== '<=' && entry.op !== '>=') return 'op is neither "<=" nor ">="';
  if (entry.budget !== undefined && entry.budget !== null && typeof entry.budget !== 'number') return 'budget is not a number';
  if (entry.holds !== undefined && entry.holds !== null && typeof entry.holds !== 'boolean') return 'holds is not a boolean';
  return null;
}

/** One figure per name, in first-seen order: the failing one if any failed, else the worst value. */
export function mergeFigures(figures) {
  const byName = new Map();
  for (const figure of figures) {
    const seen = byName.get(figure.figure);
    if (!seen) {
      byName.set(figure.figure, { ...figure, samples: 1 });
      continue;
    }
    const samples = seen.samples + 1;
    byName.set(figure.figure, { ...(worse(figure, seen) ? figure : seen), samples });
  }
  return [...byName.values()];
}

function worse(candidate, current) {
  if ((candidate.holds === false) !== (current.holds === false)) return candidate.holds === false;
  if (typeof candidate.value !== 'number') return typeof current.value === 'number';
  if (typeof current.value !== 'number') return false;
  return candidate.op === '>=' ? candidate.value < current.value : candidate.value > current.value;
}

/** `--only a,b`, `--skip c`: which of the benchmarks' names to run, in their own order. Unknown names are errors. */
export function selectBenchmarks(names, argv) {
  const list = (flag) => {
    const values = [];
    for (let index = 0; index < argv.length; index += 1) {
      const arg = argv[index];
      if (arg === flag) values.push(...(argv[index + 1] ?? '').split(','));
      else if (arg.startsWith(`${flag}=`)) values.push(...arg.slice(flag.length + 1).split(','));
    }
    return values.map((value) => value.trim()).filter(Boolean);
  };
  const only = list('--only');
  const skip = list('--skip');
  const unknown = [...only, ...skip].filter((name) => !names.includes(name));
  if (unknown.length)
    throw new Error(`Unknown benchmark${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')} (known: ${names.join(', ')})`);
  return names.filter((name) => (only.length === 0 || only.includes(name)) && !skip.includes(name));
}

const show = (value) => (typeof value === 'number' ? String(value) : value === null || value === undefined ? '–' : String(value));

/** The summary table: benchmark, figure, value, budget, holds (and the load average when it ended). */
export function renderTable(rows) {
  const header = ['benchmark', 'figure', 'value', 'budget', 'holds', 'load (1 min)'];
  const body = rows.map((row) => [
    row.benchmark,
    row.figure,
    `${show(row.value)}${row.unit && typeof row.value === 'number' ? ` ${row.unit}` : ''}`,
    row.budget === null || row.budget === undefined ? '–' : `${row.op === '>=' ? '≥' : '≤'} ${row.budget}${row.unit ? ` ${row.unit}` : ''}`,
    row.holds === null || row.holds === undefined ? '–' : row.holds ? 'yes' : 'NO',
    show(row.load),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) => (column === 2 || column === 3 ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)].join('\n');
}
