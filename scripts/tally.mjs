// The counting rules of scripts/test.mjs, kept pure so they are unit-tested (scripts/tally.test.ts).

/** A fresh tally: totals summed over every step, and the labels of the steps that failed. */
export function createTally() {
  return { passed: 0, failed: 0, skipped: 0, failures: [] };
}

/**
 * Adds one finished step. `report` is the runner's own count ({ passed, failed, skipped }) or null when it
 * wrote none; `counted` says whether the step is a test runner (true) or a check worth one test (false).
 * - a check: one passed when it exits 0, one failed otherwise;
 * - a runner: its report is added; a non-zero exit the report does not explain (no failed test in it, or
 *   no report at all) adds one failure; exit 0 without a report is a failure too (nothing proves it ran).
 * Returns whether the step failed.
 */
export function addStep(tally, label, code, report, counted) {
  if (report) {
    tally.passed += report.passed;
    tally.failed += report.failed;
    tally.skipped += report.skipped;
  }
  if (!counted) {
    if (code === 0) tally.passed += 1;
    else {
      tally.failed += 1;
      tally.failures.push(label);
    }
    return code !== 0;
  }
  if (code !== 0) {
    if (!report || report.failed === 0) tally.failed += 1;
    tally.failures.push(label);
    return true;
  }
  if (!report) {
    tally.failed += 1;
    tally.failures.push(`${label} (no report)`);
    return true;
  }
  return false;
}

/** A step that could not run because an earlier one failed: one failure. */
export function addNotRun(tally, label, reason) {
  tally.failed += 1;
  tally.failures.push(`${label} (not run: ${reason})`);
}

/** A part this machine cannot run (no PostgreSQL): one skipped. */
export function addSkipped(tally) {
  tally.skipped += 1;
}

/** The closing line, and the exit code that agrees with it. */
export function closing(tally) {
  const failed = Math.max(tally.failed, tally.failures.length > 0 ? 1 : 0);
  return { line: `${tally.passed} passed, ${failed} failed, ${tally.skipped} skipped`, exitCode: failed > 0 ? 1 : 0 };
}
