// Process: main (composition, Electron-free). Count plans inside the app: the plan service (domain/plans) built with
// counting on the journal the app holds open (hosts/app/journal/journal-engines.ts), with the stock values of the
// catalog cache open at the time of the call (for ABC), so it lives and goes with the journal. A finished count
// moves its plan through counting's reconciler (domain/plans/plan-sessions.ts planDueDates), not here.
import type { CountService } from '../../../domain/counts/service';
import type { PlanService } from '../../../domain/plans/plan-service';
import { UserError } from '../../../domain/shared/errors';
import type { SqliteDb } from '../../../domain/sqlite/open';
import type { OnCounting } from '../journal/journal-engines';

export interface AppPlansDeps {
  /** Counting on the open journal; `engine()` throws its own clear refusal while there is none. */
  counts: { engine(): CountService; current(): Pick<OnCounting, 'plans'> | null };
  catalogDb(): SqliteDb | null;
}

export interface AppPlans {
  service(): PlanService;
}

export function createAppPlans(deps: AppPlansDeps): AppPlans {
  return {
    service() {
      // Counting's refusal first: it says why (signed out, no store, the catalog opening, a journal problem).
      deps.counts.engine();
      const on = deps.counts.current();
      if (!on || !deps.catalogDb())
        throw new UserError('unavailable', 'Sign in and choose a store first: plans are made from the catalog.');
      return on.plans;
    },
  };
}
