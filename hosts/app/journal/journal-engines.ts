// Process: main (composition, Electron-free). The one builder of counting on an open journal, used by the app
// (hosts/app/counts, started and stopped with the journal) and the CLI (hosts/cli/engines.ts, for one command):
// the counting engine, what follows a finished count on its reconciler (domain/counts/finished-counts.ts), and the
// services that live on the same journal and engine (tolerances, accuracy, plans). Built once per journal, index
// and user, dropped whole by `stop()`, so no service outlives the journal it was built on. Receiving has its own
// builder (hosts/app/receiving/receiving-engine.ts): a receipt command needs no counting.

import type { Language } from '../../../contract/settings';
import { recordAccuracy } from '../../../domain/accuracy/on-finalize';
import { type AccuracyStore, createAccuracyStore } from '../../../domain/accuracy/store';
import { type CountService, type CountServiceDeps, createCountService } from '../../../domain/counts/service';
import type { JournalDb } from '../../../domain/journal/journal';
import { createPlanService, type PlanService } from '../../../domain/plans/plan-service';
import { planDueDates } from '../../../domain/plans/plan-sessions';
import type { StockValueSource } from '../../../domain/plans/stock-values';
import { createToleranceStore, type ToleranceStore } from '../../../domain/review/tolerance-store';
import { recordTagHistory } from '../../../domain/tags/record-on-finalize';

export interface CountingDeps extends CountServiceDeps {
  /** Stock values for a plan's ABC classes, from the catalog the host has open. */
  stock: StockValueSource;
  /** The catalog file `stock` reads (the ABC proposal is computed off main from it); left out, on main. */
  stockFile?: () => string | null;
  /** The Settings language (a plan's count is named with its day in it); the default language when left out. */
  language?: () => Language;
  /**
   * The tag history recorded in turns of the event loop, in the background (the app: main must not stall); left
   * out, at once inside the reconcile (the CLI: the command's next step reads it).
   */
  tagHistoryInTurns?: boolean;
}

/** The services on a counting engine's journal, and what follows a finished count there. */
export interface OnCounting {
  journal: JournalDb;
  /** Each store's tolerances: the review judges by them, and so does accuracy. */
  tolerances: ToleranceStore;
  accuracy: AccuracyStore;
  plans: PlanService;
  /** Stops the listeners (and, for `Counting`, the engine); the journal stays open (its holder closes it). */
  stop(): void;
}

/** Counting on one open journal, and what rests on it. */
export interface Counting extends OnCounting {
  engine: CountService;
}

/**
 * Builds the services on `engine`'s journal and adds what follows a finished count to its reconciler, in this order:
 * the tag history, accuracy and the plan's next due date. Each catches up from the journal as it is added (a count a
 * kill left finished and unrecorded).
 */
export function buildOnCounting(
  engine: CountService,
  deps: Pick<CountingDeps, 'journal' | 'user' | 'stock' | 'stockFile' | 'language' | 'tagHistoryInTurns'>,
): OnCounting {
  const { journal, user } = deps;
  const tolerances = createToleranceStore(journal, user);
  const accuracy = createAccuracyStore(journal, { tolerancesOf: (storeId) => tolerances.get(storeId) });
  const offs = [
    engine.onFinishedCounts(recordTagHistory(journal, { inTurns: deps.tagHistoryInTurns === true })),
    engine.onFinishedCounts(recordAccuracy(accuracy)),
    engine.onFinishedCounts(planDueDates(journal)),
  ];
  const plans = createPlanService({
    journal,
    stock: deps.stock,
    ...(deps.stockFile ? { stockFile: deps.stockFile } : {}),
    counts: engine,
    user,
    ...(deps.language ? { language: deps.language } : {}),
  });
  return {
    journal,
    tolerances,
    accuracy,
    plans,
    stop() {
      for (const off of offs) off();
    },
  };
}

/** The counting engine and everything `buildOnCounting` puts on it. */
export function buildCounting(deps: CountingDeps): Counting {
  const { stock: _stock, stockFile: _stockFile, language: _language, tagHistoryInTurns: _turns, ...countDeps } = deps;
  const engine = createCountService(countDeps);
  const on = buildOnCounting(engine, deps);
  return {
    ...on,
    engine,
    stop() {
      on.stop();
      engine.stop();
    },
  };
}
