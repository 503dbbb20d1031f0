// Process: main (composition, Electron-free). Count plans' part in counting's reconciler of finished counts, as a
// journal engine (hosts/app/journal starts it after counting, compose.ts's engines order): a plan's count finished
// (here, read back from another PC, or taken while the app was closed or killed) moves the plan's next due date once
// (domain/plans/plan-sessions.ts planDueDates). Started with the journal, so it does not wait for the plan service,
// which app-plans.ts builds on first use.
import { planDueDates } from '../../../domain/plans/plan-sessions';
import type { AppCounts } from '../counts/app-counts';
import type { JournalEngine } from '../journal/app-journal';

export function createAppPlanDueDates(deps: { counts: Pick<AppCounts, 'engine'> }): JournalEngine {
  let off: (() => void) | null = null;
  return {
    start(journal) {
      off = deps.counts.engine().onFinishedCounts(planDueDates(journal));
    },
    stop() {
      off?.();
      off = null;
    },
  };
}
