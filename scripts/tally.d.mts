export interface Report {
  passed: number;
  failed: number;
  skipped: number;
}
export interface Tally extends Report {
  failures: string[];
}
export declare function createTally(): Tally;
export declare function addStep(tally: Tally, label: string, code: number, report: Report | null, counted: boolean): boolean;
export declare function addNotRun(tally: Tally, label: string, reason: string): void;
export declare function addSkipped(tally: Tally): void;
export declare function closing(tally: Tally): { line: string; exitCode: 0 | 1 };
