// Process: main (domain, Electron-free). Which finalize refusals the user may overrule ("finalize anyway"): open
// unknowns and stock that moved during the count. Changes not sent yet, lines the service refused, a lock or no
// connection cannot be overruled: a finalized session could never take those changes. finalize.ts skips exactly
// these two checks when asked "anyway"; every refusal it answers says whether that is allowed.
import type { FinalizeRefusal, FinalizeResult } from '../../contract/counts';

const OVERRULABLE: ReadonlySet<FinalizeRefusal['reason']> = new Set(['unknowns', 'stockMoved']);

export const mayFinalizeAnyway = (reason: FinalizeRefusal['reason']): boolean => OVERRULABLE.has(reason);

/** What finalize.ts decides: finalized, or refused. */
export type FinalizeAttempt = Extract<FinalizeResult, { ok: true }> | FinalizeRefusal;

/** The answer as the contract sends it: a refusal says whether "anyway" gets past it. */
export const withAnyway = (r: FinalizeAttempt): FinalizeResult =>
  r.ok ? r : { ...r, anyway: mayFinalizeAnyway(r.reason) };
