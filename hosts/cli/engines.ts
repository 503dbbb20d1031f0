// Process: node (CLI). The counting and receiving engines built over a CLI workspace: receiving by the app's own
// builder (hosts/app/receiving/receiving-engine.ts), counting as hosts/app/counts does, so the CLI and the app
// count and receive by the same rules.

import { recordAccuracy } from '../../domain/accuracy/on-finalize';
import { type AccuracyStore, openAccuracyStore } from '../../domain/accuracy/store';
import { catalogItemFacts } from '../../domain/counts/item-facts';
import { type CountService, createCountService } from '../../domain/counts/service';
import { type EncodeCatalog, encodeCatalog } from '../../domain/encode/catalog-items';
import { createEncodeService, type EncodeService } from '../../domain/encode/service';
import { createPlanService, type PlanService } from '../../domain/plans/plan-service';
import { planDueDates } from '../../domain/plans/plan-sessions';
import { catalogStockValues } from '../../domain/plans/stock-values';
import { catalogFacts } from '../../domain/receiving/catalog-facts';
import type { ReceivingService } from '../../domain/receiving/service';
import { recordTagHistory } from '../../domain/tags/record-on-finalize';
import { buildReceivingEngine } from '../app/receiving/receiving-engine';
import type { CliIo } from './command';
import { openWorkspace, type Workspace } from './workspace';

type WorkspaceArgs = Parameters<typeof openWorkspace>[1];
type WorkspaceOpts = Parameters<typeof openWorkspace>[3];

export async function openCounting(
  name: string,
  args: WorkspaceArgs,
  io: CliIo,
  opts: WorkspaceOpts,
): Promise<Workspace & { engine: CountService; accuracy: AccuracyStore; plans: PlanService }> {
  const ws = await openWorkspace(name, args, io, opts);
  const engine = createCountService({
    journal: ws.journal,
    api: ws.api,
    scheduler: ws.scheduler,
    index: ws.catalog.index,
    itemFacts: catalogItemFacts(ws.catalog.db),
    user: ws.userName,
    // The CLI sends explicitly (flush), so it knows when everything is out.
    outbox: { autoSend: false, backoffMs: { base: 500, max: 5000 } },
  });
  // What follows a finished count, as in the app (hosts/app/journal/compose.ts): its tag history, its accuracy and
  // its plan's next due date, each reconciled from the journal now (a count a kill left unrecorded) and after
  // every status change, finalize and refresh.
  const accuracy = openAccuracyStore(ws.journal, ws.userName).store;
  const offFinished = [
    engine.onFinishedCounts(recordTagHistory(ws.journal)),
    engine.onFinishedCounts(recordAccuracy(accuracy)),
    engine.onFinishedCounts(planDueDates(ws.journal)),
  ];
  const plans = createPlanService({
    journal: ws.journal,
    stock: catalogStockValues(ws.catalog.db),
    counts: engine,
    user: ws.userName,
  });
  ws.onClose(() => {
    for (const off of offFinished) off();
    engine.stop();
  });
  return { ...ws, engine, accuracy, plans };
}

export async function openReceiving(
  name: string,
  args: WorkspaceArgs,
  io: CliIo,
): Promise<Workspace & { engine: ReceivingService; storeId: string }> {
  const ws = await openWorkspace(name, args, io, { needStore: true, syncEmptyCatalog: true });
  const storeId = ws.store!.id;
  const engine = buildReceivingEngine({
    api: ws.api,
    journal: ws.journal,
    catalog: catalogFacts(ws.catalog.db),
    index: ws.catalog.index,
    workingStoreId: () => storeId,
    user: () => ws.userName,
  });
  return { ...ws, engine, storeId };
}

/** Commissioning over a workspace: the receiving engine too, for a receipt's lines. */
export async function openEncoding(
  name: string,
  args: WorkspaceArgs,
  io: CliIo,
): Promise<Workspace & { encode: EncodeService; encodeCatalog: EncodeCatalog; receiving: ReceivingService }> {
  const ws = await openReceiving(name, args, io);
  const catalog = encodeCatalog(ws.catalog.db);
  const encode = createEncodeService({ journal: ws.journal, catalog, storeId: () => ws.storeId });
  return { ...ws, encode, encodeCatalog: catalog, receiving: ws.engine };
}
