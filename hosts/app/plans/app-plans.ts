// Process: main (composition, Electron-free). Count plans inside the app: the plan service (domain/plans) on the
// journal the app holds open, the catalog cache open at the time of the call (stock values for ABC) and the
// counting engine of the signed-in account. All three are replaced after a restart or a rebuild, so the service
// is rebuilt when any of them changes. A finished count moves its plan through plan-due-dates.ts, not here.
import type { CountService } from '../../../domain/counts/service';
import type { JournalDb } from '../../../domain/journal/journal';
import { createPlanService, type PlanService } from '../../../domain/plans/plan-service';
import { catalogStockValues } from '../../../domain/plans/stock-values';
import { UserError } from '../../../domain/shared/errors';
import type { SqliteDb } from '../../../domain/sqlite/open';

export interface AppPlansDeps {
  journalDb(): JournalDb | null;
  catalogDb(): SqliteDb | null;
  /** The counting engine (throws its own clear refusal while there is none). */
  counts(): CountService;
  userName(): string | null;
}

export interface AppPlans {
  service(): PlanService;
}

export function createAppPlans(deps: AppPlansDeps): AppPlans {
  let built: { journal: JournalDb; catalog: SqliteDb; counts: CountService; service: PlanService } | null = null;
  return {
    service() {
      const counts = deps.counts();
      const journal = deps.journalDb();
      const catalog = deps.catalogDb();
      if (!journal || !catalog)
        throw new UserError('unavailable', 'Sign in and choose a store first: plans are made from the catalog.');
      if (built?.journal !== journal || built.catalog !== catalog || built.counts !== counts) {
        const service = createPlanService({
          journal,
          stock: catalogStockValues(catalog),
          counts,
          user: deps.userName(),
        });
        built = { journal, catalog, counts, service };
      }
      return built.service;
    },
  };
}
