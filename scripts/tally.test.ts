import { describe, expect, it } from 'vitest';
import { addNotRun, addSkipped, addStep, closing, createTally } from './tally.mjs';

describe('the closing line of npm test', () => {
  it('counts a passing check as one passed test and a failing one as one failure', () => {
    const tally = createTally();
    addStep(tally, 'Typecheck', 0, null, false);
    addStep(tally, 'Lint', 1, null, false);
    expect(closing(tally)).toEqual({ line: '1 passed, 1 failed, 0 skipped', exitCode: 1 });
    expect(tally.failures).toEqual(['Lint']);
  });

  it('adds a runner report as it is', () => {
    const tally = createTally();
    addStep(tally, 'Unit', 1, { passed: 40, failed: 2, skipped: 3 }, true);
    expect(closing(tally).line).toBe('40 passed, 2 failed, 3 skipped');
  });

  it('never says 0 failed for a runner that exited non-zero with a clean report (an error outside tests)', () => {
    const tally = createTally();
    addStep(tally, 'Stories', 1, { passed: 300, failed: 0, skipped: 0 }, true);
    expect(closing(tally)).toEqual({ line: '300 passed, 1 failed, 0 skipped', exitCode: 1 });
  });

  it('counts a runner that died before reporting, or reported nothing though it exited 0, as a failure', () => {
    const died = createTally();
    addStep(died, 'E2E', 137, null, true);
    expect(closing(died).line).toBe('0 passed, 1 failed, 0 skipped');
    const silent = createTally();
    addStep(silent, 'E2E', 0, null, true);
    expect(closing(silent)).toEqual({ line: '0 passed, 1 failed, 0 skipped', exitCode: 1 });
  });

  it('counts end-to-end tests that could not run after a failed build as a failure, not as zero tests', () => {
    const tally = createTally();
    addStep(tally, 'Build', 1, null, false);
    addNotRun(tally, 'E2E', 'the build failed');
    expect(closing(tally).line).toBe('0 passed, 2 failed, 0 skipped');
  });

  it('counts a part the machine cannot run as skipped and still exits 0 when nothing failed', () => {
    const tally = createTally();
    addStep(tally, 'Gateway', 0, { passed: 10, failed: 0, skipped: 0 }, true);
    addSkipped(tally);
    expect(closing(tally)).toEqual({ line: '10 passed, 0 failed, 1 skipped', exitCode: 0 });
  });
});
