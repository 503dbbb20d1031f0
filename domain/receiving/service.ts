// Process: main (domain, Electron-free). The receiving engine: `createReceivingService(deps)` answers every request
// of contract/receiving.ts with the contract's own types. Dependencies come in as parameters (API client,
// journal, catalog facts, the scan pipeline, pack sizes, working store, user), so the app, the CLI and the tests
// wire it the same way. Drafts live in the journal; only lists, orders, validation and submit need the network.
import type {
  DraftCreateArgs,
  DraftSummary,
  DraftUpdateArgs,
  DraftView,
  PackSizeSetResult,
  PurchaseOrderOption,
  ReceiptDetail,
  ReceiptListArgs,
  ReceiptListPage,
  ReceivingEventMap,
  ScanBatchResult,
  SubmitResult,
  ValidationReport,
  VendorOption,
} from '../../contract/receiving';
import type { BarcodeEvent, EpcEvent } from '../reader/events';
import type { ScanItem, ScanItemResolver } from '../resolve/scan-item';
import { UserError } from '../shared/errors';
import type { SqliteDb } from '../sqlite/open';
import type { ReceivingApi } from './api-port';
import { itemNames, type ReceivingCatalog, vendorsForStore } from './catalog-facts';
import { suggestDocNumber } from './doc-numbers';
import { checkDocNumber, createDraftGuard } from './draft-guard';
import { createDraftStore } from './draft-store';
import { buildDraftView, summaryOf } from './draft-view';
import { createPackSizeWaits } from './pack-size-waits';
import { allocate } from './po-matching';
import { openPurchaseOrders, snapshotPurchaseOrder } from './purchase-orders';
import { readReceipt } from './receipt-detail';
import { listStoreReceipts } from './receipts-list';
import { caseReceived, scanDelta, scanOutcomes } from './scan-lines';
import { unstorableText } from './stored-text';
import { submitDraft } from './submit';
import { createSubmitGate } from './submit-gate';
import { blocking, type FoundProblem, validateDraft, withBlocks } from './validation';

export interface ReceivingDeps {
  api: ReceivingApi;
  /** The journal (domain/journal openJournal): drafts are one of its migrations. */
  db: SqliteDb;
  catalog: ReceivingCatalog;
  /** The one scan pipeline (domain/resolve/scan-item.ts createScanItemResolver over the catalog index). */
  scans: Pick<ScanItemResolver<{ id: string; sku: string; upc: readonly string[]; active: boolean }>, 'text' | 'event'>;
  /** domain/journal/pack-sizes.ts createPackSizes(db): shared with counting. */
  packSizes: { set(gtin14: string, units: number, user?: string | null): void };
  workingStoreId: () => string | null;
  user: () => string | null;
  now?: () => Date;
}

type Listener = (payload: ReceivingEventMap['receiving.draftChanged']) => void;

const TEXT_FIELDS = { docNumber: 'document number', reference: 'reference', notes: 'notes' } as const;

/** Draft text the journal would change (cut at a NUL, a broken character replaced) is refused, naming the field. */
function refuseUnstorable(fields: Partial<Record<keyof typeof TEXT_FIELDS, string | undefined>>): void {
  for (const [field, label] of Object.entries(TEXT_FIELDS) as [keyof typeof TEXT_FIELDS, string][]) {
    const value = fields[field];
    const why = value === undefined ? null : unstorableText(value);
    if (why) throw new UserError('unstorable_text', `The ${label} cannot be kept as typed (${why}). Type it again.`);
  }
}

export function createReceivingService(deps: ReceivingDeps) {
  const now = deps.now ?? (() => new Date());
  const store = createDraftStore(deps.db, now);
  const gate = createSubmitGate();
  const guard = createDraftGuard(store, gate.busy);
  const waits = createPackSizeWaits();
  const listeners = new Set<Listener>();

  const storeId = (): string => {
    const id = deps.workingStoreId();
    if (!id) throw new UserError('no_working_store', 'Choose a working store first.');
    return id;
  };
  const view = (draftId: string): DraftView => {
    const draft = guard.get(draftId);
    return buildDraftView(draft, store.lines(draftId), deps.catalog);
  };
  const takenDocNumbers = () =>
    new Set(
      store
        .list(storeId())
        .map((d) => d.docNumber)
        .filter(Boolean),
    );

  /** One read of a draft: what validation checks and what a submit sends are the same read. */
  const snapshot = (draftId: string) => {
    const draft = guard.get(draftId);
    const rows = store.lines(draftId);
    return { draft, rows, allocation: allocate(rows, draft.po) };
  };

  async function problemsOf({ draft, rows, allocation }: ReturnType<typeof snapshot>): Promise<FoundProblem[]> {
    const vendor = draft.vendorId ? deps.catalog.vendors().find((v) => v.id === draft.vendorId) : undefined;
    const atStore = vendor ? vendorsForStore(deps.catalog, draft.storeId).some((v) => v.id === vendor.id) : false;
    return validateDraft({
      vendor: draft.vendorId
        ? {
            id: draft.vendorId,
            label: vendor ? `${vendor.code} ${vendor.name}` : 'That vendor',
            availableAtStore: atStore,
          }
        : null,
      docNumber: draft.docNumber,
      docNumberCheck: await checkDocNumber(deps.api, draft.docNumber),
      lines: rows,
      items: new Map(rows.map((r) => [r.itemId, deps.catalog.item(r.itemId, draft.storeId)])),
      poLines: allocation.poLines,
      purchaseOrderDocNumber: draft.po?.docNumber ?? null,
    });
  }

  function applyScans(draftId: string, scans: ScanItem[]): ScanBatchResult {
    guard.editable(draftId);
    const deltas = scans.map(scanDelta).filter((d) => d !== null);
    const applied = deltas.length ? store.apply(draftId, deltas) : [];
    const draft = view(draftId);
    const namesOf = (itemId: string) => itemNames(deps.catalog.item(itemId.toLowerCase(), draft.storeId));
    const outcomes = scanOutcomes(scans, applied, draft, namesOf);
    waits.note(draftId, outcomes);
    return { outcomes, draft, packSizeNeeded: waits.first(draftId) };
  }

  const service = {
    listReceipts: (args: ReceiptListArgs): Promise<ReceiptListPage> =>
      listStoreReceipts(deps.api, deps.catalog, storeId(), args),
    getReceipt: ({ receiptId }: { receiptId: string }): Promise<ReceiptDetail> =>
      readReceipt(deps.api, deps.catalog, receiptId),
    vendors: (): VendorOption[] =>
      vendorsForStore(deps.catalog, storeId()).map(({ id, code, name }) => ({ id, code, name })),
    purchaseOrders: ({ vendorId }: { vendorId: string }): Promise<PurchaseOrderOption[]> =>
      openPurchaseOrders(deps.api, vendorId, storeId()),
    listDrafts: (): DraftSummary[] => store.list(storeId()).map((d) => summaryOf(d, store.lines(d.id), deps.catalog)),
    suggestDocNumber: async () => ({ docNumber: await suggestDocNumber(deps.api, takenDocNumbers(), now()) }),

    async createDraft(args: DraftCreateArgs): Promise<DraftView> {
      refuseUnstorable(args);
      const sid = storeId();
      const vendorId = args.vendorId?.toLowerCase() ?? null;
      if (args.purchaseOrderId && !vendorId)
        throw new UserError('vendor_required', 'Choose the vendor before its purchase order.');
      const po = args.purchaseOrderId
        ? await snapshotPurchaseOrder(deps.api, vendorId!, sid, args.purchaseOrderId, now())
        : null;
      const docNumber = args.docNumber ?? (await suggestDocNumber(deps.api, takenDocNumbers(), now()));
      const draft = store.create(
        sid,
        { vendorId, docNumber, reference: args.reference, notes: args.notes },
        deps.user(),
      );
      if (po) store.setPurchaseOrder(draft.id, po);
      return view(draft.id);
    },
    getDraft: ({ draftId }: { draftId: string }): DraftView => view(draftId),
    updateDraft(args: DraftUpdateArgs): DraftView {
      const draft = guard.editable(args.draftId);
      refuseUnstorable(args);
      const vendorId = args.vendorId === undefined ? undefined : (args.vendorId?.toLowerCase() ?? null);
      store.update(args.draftId, { vendorId, docNumber: args.docNumber, reference: args.reference, notes: args.notes });
      // An order belongs to one vendor: changing the vendor lets go of it (the lines stay, as extra lines).
      if (vendorId !== undefined && vendorId !== draft.vendorId && draft.po) store.setPurchaseOrder(args.draftId, null);
      return view(args.draftId);
    },
    async setPurchaseOrder({ draftId, purchaseOrderId }: { draftId: string; purchaseOrderId: string | null }) {
      const draft = guard.editable(draftId);
      if (purchaseOrderId && !draft.vendorId)
        throw new UserError('vendor_required', 'Choose the vendor before its purchase order.');
      const po = purchaseOrderId
        ? await snapshotPurchaseOrder(deps.api, draft.vendorId!, draft.storeId, purchaseOrderId, now())
        : null;
      guard.editable(draftId); // a submit may have started while the order was read
      store.setPurchaseOrder(draftId, po);
      return view(draftId);
    },
    /** Typed or wedge text: every scan is in the journal before this returns. */
    scan: ({ draftId, texts }: { draftId: string; texts: string[] }): ScanBatchResult =>
      applyScans(
        draftId,
        texts.filter((t) => t.trim()).map((t) => deps.scans.text(t.trim())),
      ),
    /** Sets the size; with a draft, each scan of that case that waited there is received now, once. */
    setPackSize({ gtin14, units, draftId }: { gtin14: string; units: number; draftId?: string }): PackSizeSetResult {
      deps.packSizes.set(gtin14, units, deps.user());
      if (!draftId) return { gtin14, units, received: null };
      const waited = waits.take(draftId, gtin14);
      const texts = waited ? Array.from({ length: waited.scans }, () => waited.text) : [];
      const received = service.scan({ draftId, texts });
      return { gtin14, units, received: { ...received, outcomes: caseReceived(received.outcomes, units) } };
    },
    /** Reader events for the open draft: committed, then pushed as receiving.draftChanged. */
    ingest(draftId: string, events: readonly (EpcEvent | BarcodeEvent)[]): ScanBatchResult {
      const result = applyScans(
        draftId,
        events.map((e) => deps.scans.event(e)),
      );
      for (const l of listeners) l({ draftId, ...result });
      return result;
    },
    addItem({ draftId, itemId, quantity }: { draftId: string; itemId: string; quantity?: number }): DraftView {
      guard.editable(draftId);
      if (!deps.catalog.item(itemId.toLowerCase(), guard.get(draftId).storeId))
        throw new UserError('item_not_cached', `Item ${itemId} is not in the catalog cache.`);
      store.apply(draftId, [{ itemId: itemId.toLowerCase(), quantity: quantity ?? 1, epc: null }]);
      return view(draftId);
    },
    setQuantity({ draftId, lineId, quantity }: { draftId: string; lineId: string; quantity: number }): DraftView {
      guard.editable(draftId);
      if (!store.setQuantity(draftId, lineId, quantity))
        throw new UserError('line_not_found', 'That line is no longer in the draft.');
      return view(draftId);
    },
    removeLine({ draftId, lineId }: { draftId: string; lineId: string }): DraftView {
      guard.editable(draftId);
      store.removeLines(draftId, [lineId]);
      return view(draftId);
    },
    removeExtraLines({ draftId }: { draftId: string }): DraftView {
      guard.editable(draftId);
      store.removeLines(
        draftId,
        view(draftId).extraLines.map((l) => l.id),
      );
      return view(draftId);
    },
    discard({ draftId }: { draftId: string }): { discarded: true } {
      guard.discardable(draftId);
      store.discard(draftId);
      waits.forget(draftId);
      return { discarded: true };
    },
    async validate({ draftId }: { draftId: string }): Promise<ValidationReport> {
      const problems = await problemsOf(snapshot(draftId));
      return { ok: !blocking(problems), problems: withBlocks(problems) };
    },
    /** A second submit of a draft while one runs answers with the first one's outcome (submit-gate.ts). */
    submit: ({ draftId }: { draftId: string }): Promise<SubmitResult> =>
      gate.run(draftId, () =>
        submitDraft(
          {
            api: deps.api,
            store,
            view,
            prepare: (id) => {
              const read = snapshot(id);
              return { draft: read.draft, lines: read.allocation.receiptLines, validate: () => problemsOf(read) };
            },
          },
          draftId,
        ),
      ),
    onDraftChanged(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return service;
}

export type ReceivingService = ReturnType<typeof createReceivingService>;
