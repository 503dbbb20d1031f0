// Process: main (domain, Electron-free). The counting engine as one object: createCountService(deps) wires the
// journal, the scan pipeline, the rules, the outbox and the service calls. The app (hosts/app/counts), the CLI
// and the tests build it the same way; every dependency is a parameter. See README.md. The actions whose meaning
// depends on the session's state at the service (finalize, recount, move unsent, zero-confirm) read it first and
// run one at a time per session (a second call while one runs gets the first one's outcome: two windows, two tabs).

import type {
  CountEventMap,
  CountEventsBatch,
  CountLinesQuery,
  CountLineView,
  CountSessionView,
  CountStatus,
  MoneyCurrency,
} from '../../contract/counts';
import type { ApiClient } from '../api/client';
import type { RequestPriority } from '../api/scheduler';
import { MobileStatus } from '../api/wire/sessions';
import type { JournalDb } from '../journal/journal';
import { createPackSizes } from '../journal/pack-sizes';
import type { BarcodeEvent, EpcEvent } from '../reader/events';
import { scanToEvent } from '../reader/scan-event';
import type { ItemIndex } from '../resolve/item-index';
import { createScanItemResolver } from '../resolve/scan-item';
import type { ResolvableItem } from '../resolve/types';
import { reviewLines } from '../review/lines';
import { createRecount } from '../review/recount';
import type { Tolerances } from '../review/tolerance';
import { crashPoint } from '../shared/crash-points';
import { singleFlight } from '../shared/single-flight';
import { requireUnit, stepMilliOf } from '../units/units';
import { NO_CURRENCY } from './currency';
import { exportSession, exportUnsent } from './export';
import { createFinalize } from './finalize';
import { finalizePreview } from './finalize-preview';
import { createFinishedCounts } from './finished-counts';
import { createHandCount } from './hand-count';
import { readHeld } from './held';
import { createIngest } from './ingest';
import { createFactsKeeper, type ItemFactsSource } from './item-facts';
import { createLedger } from './ledger';
import { lineCategories, queryLine, queryLines } from './lines-query';
import { createManual } from './manual';
import { createOutbox } from './outbox';
import { createProcess } from './process';
import { createRefused } from './refused';
import { createSessionChanges } from './session-changes';
import { createSessionRows } from './session-rows';
import { createSessions, type NewSession } from './sessions';
import { countSheet } from './sheet';
import { CountError, isFinished, statusName } from './status';
import { createStatusChanges } from './status-changes';
import { createUnknowns } from './unknowns';
import { missingItemIds, missingItems, outsideScope, varianceSummary } from './variance';

export type CountServiceApi = Pick<
  ApiClient,
  | 'createSession'
  | 'addSessionItems'
  | 'setSessionItemCount'
  | 'iterateSessions'
  | 'getSession'
  | 'updateSession'
  | 'iterateInventory'
>;

export interface CountServiceDeps {
  /** domain/journal openJournal(...). The service never closes it. */
  journal: JournalDb;
  /** The signed-in client (domain/auth/connect.ts); its scheduler is the app's one. */
  api: CountServiceApi;
  scheduler?: { runWithPriority<T>(p: RequestPriority, fn: () => Promise<T>): Promise<T> };
  /** The catalog's in-memory scan index (Catalog.index / CatalogService.scanIndex()). */
  index: ItemIndex<ResolvableItem>;
  /** Item facts from the catalog cache: catalogItemFacts(catalog.db). */
  itemFacts: ItemFactsSource;
  /** Who counts (the signed-in user name), for the audit trail. */
  user: string | null;
  /** Push events (the app forwards them to the renderer). */
  emit?: <K extends keyof CountEventMap>(name: K, payload: CountEventMap[K]) => void;
  now?: () => number;
  /** Outbox tuning (tests). */
  outbox?: {
    debounceMs?: number;
    autoSend?: boolean;
    backoffMs?: { base: number; max: number };
    sleep?: (ms: number) => Promise<void>;
  };
}

/** Reads within this long mean a reader is feeding a session. */
const READING_MS = 1000;
/** The outbox's pause between uploads meanwhile (see OutboxDeps.pauseMs). */
const PAUSE_WHILE_READING_MS = 2000;

export function createCountService(deps: CountServiceDeps) {
  const db = deps.journal;
  const user = deps.user;
  const rows = createSessionRows(db);
  const ledger = createLedger(db, deps.now);
  const facts = createFactsKeeper(db, deps.itemFacts);
  const packSizes = createPackSizes(db, deps.now);
  const resolver = createScanItemResolver(deps.index, packSizes);
  // The feed names each counted item; a count of 20,000 tags names the same few thousand items again and again,
  // and a first pass a few hundred new ones a batch: those are read in one statement.
  const describeStmt = db.prepare(
    'SELECT f.item_id, f.sku, f.description FROM json_each(?) j JOIN count_item_facts f ON f.item_id = j.value',
  );
  const described = new Map<string, { sku: string; description: string }>();
  const ingest = createIngest({
    db,
    rows,
    ledger,
    facts,
    resolver,
    describe: (ids) => {
      const missing = [...ids].filter((id) => !described.has(id));
      if (missing.length > 0)
        for (const [id, sku, description] of describeStmt.raw(true).all(JSON.stringify(missing)) as [
          string,
          string,
          string,
        ][])
          described.set(id, { sku, description });
      return described;
    },
    recountListed: (id) => recount.list.listed(id),
    now: deps.now,
  });
  let lastReadsAt = Number.NEGATIVE_INFINITY;
  const outbox = createOutbox({
    db,
    api: deps.api,
    scheduler: deps.scheduler,
    now: deps.now,
    debounceMs: deps.outbox?.debounceMs ?? 250,
    // While a reader is feeding the session, one upload every few seconds (nothing is lost: the journal holds it).
    pauseMs: () => ((deps.now ?? Date.now)() - lastReadsAt < READING_MS ? PAUSE_WHILE_READING_MS : 0),
    autoSend: deps.outbox?.autoSend,
    backoffMs: deps.outbox?.backoffMs,
    sleep: deps.outbox?.sleep,
    onState: (state) => deps.emit?.('counts.outbox', { sessionId: null, state }),
    onLocked: (sessionId) => emitLock(sessionId),
    onRefused: (sessionId) => deps.emit?.('counts.outbox', { sessionId, state: outbox.state(sessionId) }),
    readFirst: async (sessionId) => {
      if ((await sessions.readBack(sessionId)).locked) emitLock(sessionId);
    },
    // An upload's answer holds the session's status: one that changed, or a Recount (its list may have grown), is
    // taken in as a read; an Active one as the journal holds it has nothing to learn (a large answer, often).
    onAnswer: async (answer) => {
      const row = rows.get(answer.sessionID);
      if (!row || (answer.mobileStatus === row.status && answer.mobileStatus !== MobileStatus.Recount)) return;
      if ((await sessions.readBack(answer.sessionID, answer)).locked) emitLock(answer.sessionID);
    },
  });
  function emitLock(sessionId: string): void {
    const lock = rows.lock(rows.require(sessionId));
    if (lock) deps.emit?.('counts.locked', { sessionId, lock });
  }
  /** Manual adds, assignments and reassignments name an item: it must be one the catalog knows. */
  const needItem = (itemId: string) => {
    if (deps.index.get(itemId) ?? deps.index.get(itemId.toLowerCase())) return;
    throw new CountError(
      'bad_input',
      `Item ${itemId} is not in the catalog: search for the item by SKU, UPC or description and pick it from the list (if it is new, sync the catalog first).`,
    );
  };
  // Told after every commit to a session's counts (the kept replenishment list follows its floor scan here).
  const sessionChanges = createSessionChanges();
  const changed = (sessionId: string) => {
    ingest.flushReads();
    ingest.forget(sessionId);
    outbox.kick();
    sessionChanges.emit(sessionId, 'edit');
  };
  const manual = createManual({ db, rows, ledger, facts, changed, now: deps.now });
  const handCount = createHandCount({ db, rows, ledger, facts, changed, index: deps.index, now: deps.now });
  const unknowns = createUnknowns({
    db,
    rows,
    ledger,
    facts,
    packSizes,
    changed,
    now: deps.now,
    itemOfGtin: (g) => deps.index.byGtin14(g)?.id ?? null,
  });
  const statusChanges = createStatusChanges();
  // First listener: a finished count's folded read counters are in the journal before anyone reads its tags.
  statusChanges.on(() => ingest.flushReads());
  // Then what follows a finished count, from the journal (a change is a prompt; the journal says what is done).
  const finished = createFinishedCounts();
  statusChanges.on((change) => finished.reconcile(change));
  statusChanges.on((change) => sessionChanges.emit(change.sessionId, 'status'));
  /** After what can find a count finished without a change heard (finalize again after a kill, a read-back). */
  const thenReconcile = async <T>(action: Promise<T>): Promise<T> => {
    try {
      return await action;
    } finally {
      finished.reconcile();
    }
  };
  const recount = createRecount({
    db,
    api: deps.api,
    rows,
    ledger,
    readBack: (id) => sessions.readBack(id),
    changed,
    onLearnt: (sessionId, items) =>
      deps.emit?.('counts.recountLearnt', { sessionId, items, status: statusName(rows.require(sessionId).status) }),
    onStatus: statusChanges.emit,
    now: deps.now,
  });
  const sessions = createSessions({
    db,
    api: deps.api,
    rows,
    facts,
    onStatus: statusChanges.emit,
    onReadBack: (s, mine) => recount.learn(s, mine),
    now: deps.now,
  });
  const refused = createRefused({ db, rows, ledger, facts, needItem, changed });
  const finalize = createFinalize({
    db,
    api: deps.api,
    readBack: (id) => sessions.readBack(id),
    rows,
    ledger,
    outbox,
    refused,
    onStatus: statusChanges.emit,
    now: deps.now,
  });
  const processing = createProcess({
    api: deps.api,
    rows,
    readBack: (id, answer) => sessions.readBack(id, answer),
  });
  const blind = (id: string) => rows.require(id).blind === 1;
  const view = (id: string): CountSessionView => rows.view(id, outbox.state(id));
  const interactive = <T>(fn: () => Promise<T>) =>
    deps.scheduler ? deps.scheduler.runWithPriority('interactive', fn) : fn();
  // One run at a time per session (and per item list, where the request names items): check-then-act across awaits.
  const flights = {
    finalize: singleFlight<string>('counts.finalize'),
    recount: singleFlight<string>('counts.recount'),
    move: singleFlight<string>('counts.move-unsent'),
    zero: singleFlight<string>('counts.zero-confirm'),
    process: singleFlight<string>('counts.process'),
  };
  const itemsKey = (sessionId: string, ids: readonly string[] | 'allMissing') =>
    `${sessionId}\n${ids === 'allMissing' ? ids : [...new Set(ids)].sort().join(',')}`;
  /**
   * The service's state of a session on it, taken into the journal before an action that depends on it. `strict`:
   * refused when the service cannot be read; else (what a screen shows) the journal's state is used meanwhile.
   */
  async function readState(sessionId: string, strict: boolean): Promise<void> {
    const row = rows.require(sessionId);
    if (row.remote !== 'created' || row.locked_reason || isFinished(row.status)) return;
    try {
      if ((await interactive(() => sessions.readBack(sessionId))).locked) emitLock(sessionId);
    } catch (err) {
      if (!strict) return;
      throw new CountError(
        'offline',
        `The session could not be read from the service (${(err as Error).message}), and another PC may have changed it: try again when the service answers.`,
      );
    }
  }

  return {
    listSessions: (storeId: string, status?: CountStatus) => interactive(() => sessions.list(storeId, status)),
    async createSession(a: NewSession) {
      const id = await interactive(() => sessions.create(a));
      outbox.kick();
      return view(id);
    },
    async openSession(sessionId: string, opts: { blind?: boolean } = {}) {
      await thenReconcile(interactive(() => sessions.open(sessionId, opts)));
      outbox.kick();
      return view(sessionId);
    },
    async renameSession(sessionId: string, description: string) {
      await interactive(() => sessions.rename(sessionId, description));
      return view(sessionId);
    },
    async refreshSession(sessionId: string) {
      if (await thenReconcile(interactive(() => sessions.refresh(sessionId)))) emitLock(sessionId);
      return view(sessionId);
    },
    session: view,
    /** The reader tap: one batch, committed before this returns; pushes 'counts.events'. */
    ingest(sessionId: string, events: readonly (EpcEvent | BarcodeEvent)[], source: 'barcode' | 'typed' = 'barcode') {
      const batch: CountEventsBatch = ingest.ingest(sessionId, events, { user, barcodeSource: source });
      if (source === 'barcode') lastReadsAt = (deps.now ?? Date.now)();
      let firstReadAt = Number.POSITIVE_INFINITY;
      for (const e of events) if (e.at < firstReadAt) firstReadAt = e.at;
      if (events.length > 0) batch.firstReadAt = firstReadAt;
      deps.emit?.('counts.events', batch);
      sessionChanges.emit(sessionId, 'batch', batch.firstReadAt);
      outbox.kick();
      return batch;
    },
    /** Typed or pasted codes (the screen's input, the CLI's --reads). */
    scanTexts(sessionId: string, texts: readonly string[]) {
      const events = texts
        .map((t) => scanToEvent(t))
        .filter((e): e is EpcEvent | BarcodeEvent => e?.type === 'epc' || e?.type === 'barcode');
      return this.ingest(sessionId, events, 'typed');
    },
    lines: (q: CountLinesQuery) => queryLines(db, q, blind(q.sessionId)),
    lineCategories: (sessionId: string) => {
      rows.require(sessionId);
      return lineCategories(db, sessionId);
    },
    lineView(lineId: string) {
      const line = ledger.byId(lineId);
      const found = line ? queryLine(db, line.session_id, lineId, blind(line.session_id)) : null;
      if (!found) throw new CountError('not_found', 'No such line.');
      return found;
    },
    setQuantity(lineId: string, quantity: number) {
      return this.changedLine(lineId, () => manual.setQuantity(lineId, quantity, user));
    },
    adjust(lineId: string, delta: 1 | -1) {
      return this.changedLine(lineId, () => manual.adjust(lineId, delta, user));
    },
    /** The line after a change by hand; one taken back to zero that was never sent is gone: `removed`. */
    changedLine(lineId: string, change: () => unknown): CountLineView {
      const before = this.lineView(lineId);
      change();
      if (ledger.byId(lineId)) return this.lineView(lineId);
      return { ...before, counted: 0, unsent: false, removed: true };
    },
    addItem(sessionId: string, itemId: string, quantity = 1) {
      needItem(itemId);
      return this.lineView(manual.addItem(sessionId, itemId, quantity, user).lineId);
    },
    /** Food-and-beverage counting (hand-count.ts): units and precisions, bottle weights, shelf orders. */
    units: handCount.units,
    weights: handCount.weights,
    shelfOrder: handCount.shelf,
    itemUnit: handCount.itemUnit,
    /** Sets the unit a catalog item is counted in (this PC's record, every session from now on). */
    setItemUnit(itemId: string, unit: string) {
      needItem(itemId);
      handCount.units.setUnit(itemId, unit, user);
    },
    /** Sets a unit's precision from its decimal step (0.05), refused unless it divides one unit evenly. */
    setUnitPrecision(unit: string, step: number) {
      handCount.units.setStep(requireUnit(unit), stepMilliOf(step));
    },
    /** The catalog item a barcode, SKU or UPC names (a case's code names its item), or null. */
    itemOfCode(code: string): string | null {
      const found = resolver.text(code);
      return found.kind === 'barcode' || (found.kind === 'tag' && found.item) ? found.item!.id : null;
    },
    /** A count typed for an item ("3 cases + 4", "2.35"): exact, with its breakdown; nothing is changed. */
    parseCount: handCount.parse,
    /** Sets a line to a typed count; the line and the breakdown it shows ("3 × 12 + 4 = 40"). */
    setQuantityText(lineId: string, text: string) {
      const line = ledger.byId(lineId);
      if (!line) throw new CountError('not_found', 'No such line on this PC (another PC’s lines cannot be edited).');
      const typed = handCount.parse(line.item_id, text);
      return { line: this.setQuantity(lineId, typed.quantity), breakdown: typed.breakdown };
    },
    /** Adds a typed count of an item to its line in the active area. */
    addItemText(sessionId: string, itemId: string, text: string) {
      needItem(itemId);
      const typed = handCount.parse(itemId, text);
      return { line: this.addItem(sessionId, itemId, typed.quantity), breakdown: typed.breakdown };
    },
    /** An open bottle weighed (a stable weight): its fraction added to the item's line, once per weighing id. */
    weigh(sessionId: string, itemId: string, weighingId: string, reading: { grams: number }) {
      needItem(itemId);
      return handCount.weigh(sessionId, itemId, weighingId, reading, user);
    },
    /** The area in shelf order with this count's quantities, and the items not counted there yet. */
    inShelfOrder: handCount.inShelfOrder,
    /** The active area in shelf order, named, for the hand-count screen. */
    shelf: (sessionId: string) => handCount.shelfView(sessionId),
    /** Moves an item in the active area's shelf order (saved for the store's area). */
    moveOnShelf(sessionId: string, itemId: string, toIndex: number) {
      const s = rows.require(sessionId);
      handCount.shelf.move(s.store_id, s.active_area, itemId, toIndex, sessionId);
      return handCount.shelfView(sessionId);
    },
    /** A count typed on a shelf line: the item's line in the active area set to it (made when new). */
    countOnShelf(sessionId: string, itemId: string, text: string) {
      needItem(itemId);
      const typed = handCount.parse(itemId, text);
      const line = ledger.line(sessionId, itemId, rows.writable(sessionId).active_area);
      if (line) this.setQuantity(line.id, typed.quantity);
      else this.addItem(sessionId, itemId, typed.quantity);
      return { shelf: handCount.shelfView(sessionId), breakdown: typed.breakdown };
    },
    /** Lines the service refused, with its message. */
    refusedLines: (sessionId: string) => refused.list(sessionId),
    removeLine(lineId: string) {
      refused.remove(lineId, user);
      return { removed: true as const };
    },
    reassignLine(lineId: string, itemId: string) {
      return this.lineView(refused.reassign(lineId, itemId, user));
    },
    undo: (sessionId: string, count = 1) => ({ undone: manual.undo(sessionId, count, user) }),
    addArea(sessionId: string, name: string) {
      manual.addArea(sessionId, name);
      return view(sessionId);
    },
    switchArea(sessionId: string, name: string) {
      manual.switchArea(sessionId, name);
      return view(sessionId);
    },
    recountArea(sessionId: string, name: string) {
      manual.recountArea(sessionId, name, user);
      return view(sessionId);
    },
    unknowns: (sessionId: string) => unknowns.list(sessionId),
    assignUnknown(sessionId: string, code: string, itemId: string) {
      needItem(itemId);
      return unknowns.assign(sessionId, code, itemId, user);
    },
    ignoreUnknown: (sessionId: string, code: string) => unknowns.ignore(sessionId, code),
    setPackSize: (sessionId: string, gtin14: string, units: number) => ({
      counted: unknowns.setPackSize(sessionId, gtin14, units, user),
    }),
    variance: (sessionId: string) => varianceSummary(db, sessionId, blind(sessionId)),
    /** The review's lines judged by the store's tolerances (domain/review/lines.ts); a blind count has none to judge. */
    reviewLines(sessionId: string, tolerances: Tolerances, beyondOnly = false) {
      if (blind(sessionId)) throw new CountError('blind', 'A blind count shows no expected quantities to review.');
      return reviewLines(db, sessionId, tolerances, recount.list.listed(sessionId), beyondOnly);
    },
    /** Sends the items back to be counted again: the session goes to Recount (domain/review/recount.ts). */
    requestRecount: (sessionId: string, itemIds: readonly string[]) =>
      flights.recount.run(itemsKey(sessionId, itemIds), () =>
        interactive(() => recount.request(sessionId, itemIds, user)),
      ),
    recountList(sessionId: string) {
      rows.require(sessionId);
      return recount.list.view(sessionId);
    },
    missing: (q: { sessionId: string; category?: string; offset: number; limit: number }) =>
      missingItems(db, q, blind(q.sessionId)),
    /**
     * Confirms the given items (or every missing one) as counted zero; an item outside the scope is refused. The
     * session is read from the service first (a Recount lists the only items that may change; a finished one none).
     */
    confirmZero(sessionId: string, itemIds: readonly string[] | 'allMissing'): Promise<{ confirmed: number }> {
      return flights.zero.run(itemsKey(sessionId, itemIds), async () => {
        await readState(sessionId, true);
        const ids = itemIds === 'allMissing' ? missingItemIds(db, sessionId) : itemIds;
        const outside = outsideScope(db, sessionId, ids);
        if (outside.length > 0)
          throw new CountError(
            'bad_input',
            `${outside.length} of these items are outside this count's scope: they are not counted here, so they are not set to zero.`,
          );
        const confirmed = manual.confirmZero(sessionId, ids, user);
        crashPoint('zero.confirmed');
        return { confirmed };
      });
    },
    /** "Confirm all as zero": every item missing in the scope (the number the Missing panel showed). */
    confirmMissing(sessionId: string) {
      return this.confirmZero(sessionId, 'allMissing');
    },
    /** What finalizing means, from the session as the service holds it (the journal's when it cannot be read). */
    async finalizePreview(sessionId: string) {
      await readState(sessionId, false);
      return finalizePreview(db, rows.require(sessionId));
    },
    finalize: (sessionId: string, anyway = false) =>
      flights.finalize.run(sessionId, () => thenReconcile(interactive(() => finalize.finalize(sessionId, anyway)))),
    /** A finalized count processed as the back office does (process.ts): the service sets its items' on-hand. */
    processSession: (sessionId: string) =>
      flights.process.run(sessionId, () => thenReconcile(interactive(() => processing.process(sessionId)))),
    /** What the service does not hold of this PC's count, read back first (`asJournal`: by the journal). */
    async exportUnsent(sessionId: string, asJournal = false) {
      const r = rows.require(sessionId);
      const held = r.remote === 'created' ? await interactive(() => readHeld(deps.api, sessionId, asJournal)) : null;
      // A session never created on the service: it holds nothing of it.
      if (held && 'unreadable' in held)
        return { ok: false as const, reason: 'unreadable' as const, message: held.unreadable };
      return exportUnsent(db, r, held ?? { basis: 'deleted', of: () => 0 });
    },
    moveUnsent(sessionId: string, description?: string, asJournal = false) {
      return flights.move.run(sessionId, () =>
        interactive(() => finalize.moveUnsent(sessionId, description, user, asJournal)),
      );
    },
    /** The CSV, one variance per item, then a row per reader (export.ts); `currency` names the value column. */
    export(sessionId: string, currency?: MoneyCurrency) {
      const r = rows.require(sessionId);
      const session = { id: r.id, description: r.description, blind: r.blind === 1 };
      return exportSession(db, session, currency, rows.totals(sessionId).readers);
    },
    /** The count per item with its areas, for the printed sheet (sheet.ts). */
    sheet(sessionId: string, currency: MoneyCurrency = NO_CURRENCY) {
      const r = rows.require(sessionId);
      return countSheet(db, { id: r.id, description: r.description, blind: r.blind === 1 }, currency);
    },
    /** Status changes in the journal (finalized here, or read back from the service); returns the unsubscribe. */
    onStatusChange: statusChanges.on,
    /**
     * What follows a finished count (tag history, accuracy, a plan's due date): a listener of the one reconciler
     * (finished-counts.ts), run at once and then on every status change, finalize, open and refresh; returns the
     * way to stop.
     */
    onFinishedCounts: finished.add,
    /** Every commit to a session's counts: a reader batch, any other change, a status (session-changes.ts); returns the stop. */
    onSessionChange: sessionChanges.on,
    outboxState: (sessionId: string | null = null) => outbox.state(sessionId),
    /** Sends everything due now (the CLI's sync-counts); true when nothing is left. */
    flush: (attempts?: number) => outbox.flush(attempts),
    /** Resolves when the background sender has nothing left to do. */
    idle: () => outbox.idle(),
    kick: () => outbox.kick(),
    /** Stops the background sender and writes the folded read counters; call before closing the journal. */
    stop() {
      outbox.stop();
      ingest.flushReads();
    },
  };
}
export type CountService = ReturnType<typeof createCountService>;
