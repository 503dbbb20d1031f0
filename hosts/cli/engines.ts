// Process: node (CLI). The counting and receiving engines built over a CLI workspace by the app's own builders
// (hosts/app/journal/journal-engines.ts for counting and what follows a finished count, hosts/app/receiving/
// receiving-engine.ts), so the CLI and the app count and receive by the same rules, with the same listeners; and the
// transfers engine (domain/transfers).

import type { AccuracyStore } from '../../domain/accuracy/store';
import { catalogItemFacts } from '../../domain/counts/item-facts';
import type { CountService } from '../../domain/counts/service';
import { type EncodeCatalog, encodeCatalog } from '../../domain/encode/catalog-items';
import { createEncodeService, type EncodeService } from '../../domain/encode/service';
import type { PlanService } from '../../domain/plans/plan-service';
import { catalogStockValues } from '../../domain/plans/stock-values';
import { catalogFacts } from '../../domain/receiving/catalog-facts';
import type { ReceivingService } from '../../domain/receiving/service';
import type { TransferService } from '../../domain/transfers/service';
import { buildCounting } from '../app/journal/journal-engines';
import { buildReceivingEngine } from '../app/receiving/receiving-engine';
import { buildTransferEngine } from '../app/transfers/transfer-engine';
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
  // With its listeners, as in the app: a count a kill left finished and unrecorded is caught up now, and every
  // status change, finalize and refresh after that records what follows it.
  const counting = buildCounting({
    journal: ws.journal,
    api: ws.api,
    scheduler: ws.scheduler,
    index: ws.catalog.index,
    itemFacts: catalogItemFacts(ws.catalog.db),
    stock: catalogStockValues(ws.catalog.db),
    user: ws.userName,
    // The CLI sends explicitly (flush), so it knows when everything is out.
    outbox: { autoSend: false, backoffMs: { base: 500, max: 5000 } },
  });
  ws.onClose(counting.stop);
  const { engine, accuracy, plans } = counting;
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

/** Transfers between stores over a workspace: the store named by --store sends and receives. */
export async function openTransfers(
  name: string,
  args: WorkspaceArgs,
  io: CliIo,
): Promise<Workspace & { transfers: TransferService; storeId: string }> {
  const ws = await openWorkspace(name, args, io, { needStore: true, syncEmptyCatalog: true });
  const storeId = ws.store!.id;
  const transfers = buildTransferEngine({
    api: ws.api,
    journal: ws.journal,
    catalog: catalogFacts(ws.catalog.db),
    index: ws.catalog.index,
    workingStoreId: () => storeId,
    user: () => ws.userName,
  });
  return { ...ws, transfers, storeId };
}
