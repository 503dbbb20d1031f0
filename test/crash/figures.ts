// Process: test (node). What one workflow of the crash tier reports (harness.ts writes it, one JSON line a workflow;
// test/global-setup.ts sums and prints them at the end of the run).
export interface CrashFigures {
  workflow: string;
  points: number;
  crashRuns: number;
  faultRuns: number;
  checks: number;
  seconds: number;
}
