import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the benchmarks, without type declarations
import { benchLine, parseBenchOutput, renderTable, selectBenchmarks } from './bench-line.mjs';

describe('BENCH lines', () => {
  it('reads the figures among other output, computing holds when it is left out', () => {
    const output = [
      'seeded 50,000 users in 4 s',
      'BENCH {"figure":"first page median","value":12.5,"unit":"ms","budget":50}',
      '  BENCH {"figure":"throughput","value":1400,"unit":"req/s","budget":1500,"op":">="}',
      'BENCH {"figure":"bundle (no budget)","value":80,"unit":"kB","budget":null}',
      'BENCHMARK is not a figure',
    ].join('\n');
    const { figures, problems } = parseBenchOutput(output);
    expect(problems).toEqual([]);
    expect(figures.map((f: { figure: string; holds: boolean | null }) => [f.figure, f.holds])).toEqual([
      ['first page median', true],
      ['throughput', false],
      ['bundle (no budget)', null],
    ]);
  });

  it('trusts an explicit holds (a budget with more than one condition)', () => {
    const { figures } = parseBenchOutput('BENCH {"figure":"download","value":900,"unit":"ms","budget":3000,"holds":false}');
    expect(figures[0].holds).toBe(false);
  });

  it('keeps the worst of a figure printed once per run, and the failing one first', () => {
    const lines = [
      benchLine({ figure: 'run', value: 40, unit: 'ms', budget: 50 }),
      benchLine({ figure: 'run', value: 45, unit: 'ms', budget: 50 }),
      benchLine({ figure: 'run', value: 42, unit: 'ms', budget: 50 }),
      benchLine({ figure: 'score', value: 98, budget: 95, op: '>=' }),
      benchLine({ figure: 'score', value: 96, budget: 95, op: '>=' }),
      benchLine({ figure: 'checked', value: 10, unit: 'ms', budget: 50, holds: false }),
      benchLine({ figure: 'checked', value: 60, unit: 'ms', budget: 50, holds: true }),
    ].join('\n');
    const { figures } = parseBenchOutput(lines);
    expect(figures.map((f: { figure: string; value: number; samples: number }) => [f.figure, f.value, f.samples])).toEqual([
      ['run', 45, 3],
      ['score', 96, 2],
      ['checked', 10, 2],
    ]);
  });

  it('reports lines it cannot read instead of dropping them', () => {
    const { figures, problems } = parseBenchOutput(
      ['BENCH {not json', 'BENCH {"value":1}', 'BENCH {"figure":"x","value":"fast"}', 'BENCH {"figure":"y","value":1,"op":"<"}'].join('\n'),
    );
    expect(figures).toEqual([]);
    expect(problems.map((p: string) => p.split(':')[0])).toEqual([
      'not JSON',
      'no figure name',
      'value is not a number',
      'op is neither "<=" nor ">="',
    ]);
  });

  it('a missing value never holds a budget', () => {
    expect(parseBenchOutput('BENCH {"figure":"lcp","value":null,"budget":2000}').figures[0].holds).toBe(false);
  });
});

describe('selectBenchmarks', () => {
  const names = ['size', 'users', 'interactions', 'lighthouse'];
  it('runs everything by default, in its own order', () => {
    expect(selectBenchmarks(names, [])).toEqual(names);
  });
  it('--only and --skip, with spaces or =', () => {
    expect(selectBenchmarks(names, ['--only', 'lighthouse,size'])).toEqual(['size', 'lighthouse']);
    expect(selectBenchmarks(names, ['--skip=lighthouse'])).toEqual(['size', 'users', 'interactions']);
    expect(selectBenchmarks(names, ['--only', 'size,users', '--skip', 'users'])).toEqual(['size']);
  });
  it('refuses a name it does not know', () => {
    expect(() => selectBenchmarks(names, ['--skip', 'lighthous'])).toThrow('Unknown benchmark: lighthous');
  });
});

describe('renderTable', () => {
  it('one row per figure: value with unit, budget with its direction, holds', () => {
    const table = renderTable([
      { benchmark: 'users', figure: 'first page median', value: 12.5, unit: 'ms', budget: 50, op: '<=', holds: true, load: '0.40' },
      { benchmark: 'load', figure: 'throughput', value: 1400, unit: 'req/s', budget: 1500, op: '>=', holds: false, load: '1.10' },
      { benchmark: 'primitives', figure: 'all', value: 80, unit: 'kB', budget: null, op: '<=', holds: null, load: '0.30' },
    ]).split('\n');
    expect(table[0]).toMatch(/^benchmark\s+figure\s+value\s+budget\s+holds\s+load \(1 min\)$/);
    expect(table[2]).toMatch(/^users\s+first page median\s+12\.5 ms\s+≤ 50 ms\s+yes\s+0\.40$/);
    expect(table[3]).toMatch(/^load\s+throughput\s+1400 req\/s\s+≥ 1500 req\/s\s+NO\s+1\.10$/);
    expect(table[4]).toMatch(/^primitives\s+all\s+80 kB\s+–\s+–\s+0\.30$/);
  });
});
