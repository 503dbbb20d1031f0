// Process: shared by main and renderer (types only outside main). Count sessions over IPC: sessions (list, create,
// rename, open), scans pushed in batches, the lines paged, filtered and sorted in main (the renderer never holds a
// 20,000-line session), manual changes, undo, areas, the unknown list, variance, missing items, zero counts,
// finalize, the two ways out of a lock, export and the outbox state. domain/counts produces these shapes directly.
//
// Blind sessions: no request or event here ever carries an expected quantity or a variance for one; the fields
// are absent (the engine leaves them out, it does not blank them).
// Team counts: several PCs may count one session in different areas. Each PC writes only its own session items;
// others' items are read back from the service and shown (mine: false), never edited. RFID tags are deduplicated
// per PC only: the service keeps no tags, so two PCs reading the same tag both count it (count different areas).
import { z } from 'zod';
import type { ReaderFeedback } from './reader';
import { CaseGtin14, Guid, PackSizeUnits, request, ScanTexts } from './request';

/** MobileStatus by name. Finalized and Processed sessions are read-only everywhere. */
export type CountStatus = 'None' | 'Active' | 'Finalized' | 'Recount' | 'Processed';
export const COUNT_STATUSES = ['Active', 'Finalized', 'Recount', 'Processed'] as const;

export interface CountTotals {
  /** Units counted on this PC. */
  units: number;
  lines: number;
  uniqueTags: number;
  totalReads: number;
  /** Lines (of `lines`) whose item is outside the count's scope (categories or an item list): they still count, as
   * the count says on screen; always 0 for a whole-store or areas-only count. */
  outsideScope: number;
  /** Per reader, for the whole session (not only since a reader connected): their reads and unique tags add up to
   * `totalReads` and `uniqueTags`. Named readers by id, in id order, then `reader: null` for the rest (typed EPCs,
   * tags assigned by hand, reads from before the journal kept readers); a reader never heard in this count is absent. */
  readers: ReaderTotals[];
}

export interface ReaderTotals {
  /** The reader's id (contract/reader.ts readerLabel names it); null: not from a named reader. */
  reader: string | null;
  reads: number;
  uniqueTags: number;
}

/** A session in the store's list (from the service; `openedHere` when this PC's journal has it). */
export interface CountSessionSummary {
  id: string;
  storeId: string;
  description: string;
  status: CountStatus;
  readOnly: boolean;
  /** Lines of every PC, one per item, area and PC (domain/counts/line-figures.ts): the session items on the service,
   * and for a session opened here also this PC's lines the service does not hold yet. */
  lines: number;
  openedHere: boolean;
  /** Changes made here not yet taken by the service; null when the session is not opened on this PC. */
  unsent: number | null;
  /** False while a session created here (perhaps offline) waits for the outbox to create it on the service. */
  onService: boolean;
  created: string;
  lastUpdated: string;
  /** What the count covers: this PC's choice when opened here, else the description's tag (whole store: none). */
  scope: CountScope;
}

export interface OutboxState {
  /** Lines changed here and not yet taken by the service (refused lines not included). */
  pending: number;
  /** Lines the service refused (an item it does not know): never retried; remove or reassign each. */
  refused: number;
  inFlight: number;
  lastSuccessAt: number | null;
  lastError: string | null;
  offline: boolean;
  /** 'perLine' once the service refused upserts of several items it holds: one PUT .../count per changed line
   * (an upsert is tried again now and then). */
  mode: 'upsert' | 'perLine';
}

export interface CountLock {
  reason: string;
  at: number;
  /** Changes the service never took; the two ways out are export and move. */
  unsentLines: number;
}

export interface CountSessionView {
  id: string;
  storeId: string;
  description: string;
  status: CountStatus;
  readOnly: boolean;
  blind: boolean;
  /** What the count covers: only items in scope are expected, missing or zeroed. */
  scope: CountScope;
  areas: string[];
  activeArea: string;
  totals: CountTotals;
  unknownOpen: number;
  locked: CountLock | null;
  /** Set after 'move unsent changes': the session that took them. */
  movedTo: string | null;
  outbox: OutboxState;
}

/** sameIdentity: a tag with the identity (GTIN and serial) of a tag already counted in another encoding (another
 * filter value, partition or scheme): not counted again, put on the unknown list as a possible clone. */
export type ScanOutcome =
  | 'newItem'
  | 'plusOne'
  | 'repeatedTag'
  | 'unknown'
  | 'needsPackSize'
  | 'error'
  | 'refused'
  | 'sameIdentity';

/** One scan's outcome for the feed. */
export interface CountEvent {
  at: number;
  /** 'weight': an open bottle weighed on the scale (`weighed` says how much; `raw` is the weighing's id). */
  source: 'rfid' | 'barcode' | 'typed' | 'weight';
  /** The reader it came from (contract/reader.ts readerLabel names it): several readers feed one count. Absent for
   * typed scans and repeated-tag summaries. */
  reader?: string;
  raw: string;
  outcome: ScanOutcome;
  itemId: string | null;
  sku: string | null;
  description: string | null;
  area: string;
  /** Units added (0 for a repeated tag, an unknown or an error). */
  added: number;
  message: string | null;
  /** A counted scan of an item outside the count's scope (it still counts: processing the count sets its on-hand). */
  outsideScope?: true;
  /** A 'repeatedTag' event: all the batch's repeated reads, and those of its last few tags one by one. */
  repeats?: { reads: number; byTag: [epc: string, reads: number][] };
  /** A 'sameIdentity' event: the EPC that counted the identity. */
  sameAs?: string;
  /** A weighing: the stable weight in grams and the bottle's fraction it added (`added`, at the item's precision). */
  weighed?: { grams: number; fraction: number };
}

/** Pushed (and returned by ingest) once per reader batch, after the batch is committed to the journal. */
export interface CountEventsBatch {
  sessionId: string;
  /** Outcomes in reading order; repeated reads of a tag are folded into one 'repeatedTag' event per batch. */
  events: CountEvent[];
  reads: number;
  totals: CountTotals;
  /**
   * Epoch ms (main's clock) when the batch's oldest read reached main (the reader source's bytes); absent for a
   * batch with no reads. The count-ui benchmark measures read-to-screen time from it.
   */
  firstReadAt?: number;
}

export interface CountLineView {
  lineId: string;
  itemId: string;
  sku: string;
  upc: string;
  description: string;
  category: string;
  /** Null for another PC's line (the service keeps no area). */
  area: string | null;
  counted: number;
  /** False for another PC's line: shown, never edited. */
  mine: boolean;
  zeroConfirmed: boolean;
  /** Changed here and not yet taken by the service. */
  unsent: boolean;
  /** The service refused this line (its message): it is not sent again; remove it or assign it to another item. */
  refused: string | null;
  /** Set in the answer to a change by hand that took a never-sent line back to zero: the line is gone. */
  removed?: true;
  /** Absent in a blind session. Expected and variance are per item (all areas, all PCs). */
  expected?: number;
  variance?: number;
  varianceValue?: number | null;
  /** Only while the session is in Recount, the line's item is on the list and no PC has counted it again: the
   * item's earlier count (all PCs), taken back by the recount. The line's 0 is then "waiting for recount", not a
   * counted zero (the service holds it as not counted). */
  recountEarlier?: number;
}

export interface CountLinesPage {
  total: number;
  offset: number;
  lines: CountLineView[];
}

export interface CountUnknownView {
  code: string;
  /** clone: a second encoding of a tag identity counted in the session (a suspect tag, never counted: ignore it). */
  kind: 'tag' | 'barcode' | 'case' | 'clone';
  raw: string;
  reason: string;
  area: string;
  reads: number;
  state: 'open' | 'assigned' | 'ignored';
  itemId: string | null;
  /** The item it was assigned to, as the screens name it (null when not assigned, or the item is not known). */
  item?: { sku: string; description: string } | null;
  /** A clone: the EPC that counted its identity. */
  sameAs?: string | null;
}

/**
 * The count's variance: over its counted lines only (every line with a count, zero-confirmed ones included, in the
 * scope or outside it, all PCs), which is what finalizing posts (domain/counts/variance.ts COUNTED_LINE_SQL). Items
 * on no line (missing) and items waiting for their recount are not in it: see MissingFigures and StillToRecount.
 */
export interface VarianceFigures {
  /** The counted items' on-hand when the count began. */
  expected: number;
  counted: number;
  /** counted - expected. */
  variance: number;
  /** The count's variance value: (counted - expected) x retail price (the store's retailPrice1) over the counted
   * lines; items without a price add nothing. The one figure the review, finalize, History, the CSV and the CLI show. */
  varianceValue: number;
}

/**
 * Items of the scope with stock on hand that no line counts (no line, no confirmed zero): finalizing leaves their
 * on-hand as it is, so they are no part of the count's variance. Their on-hand units and its retail value.
 */
export interface MissingFigures {
  items: number;
  /** On hand when the count began. */
  units: number;
  /** units x retail price (items without a price add nothing): the value on hand that was not counted. */
  value: number;
}

/** The listed items of a Recount session that no PC counted again: how many, their earlier count (units, all PCs)
 * and its retail value. Not counted yet, so neither in the variance nor missing. */
export interface StillToRecount {
  items: number;
  units: number;
  value: number;
}

export type VarianceSummary =
  | { blind: true }
  | {
      blind: false;
      session: VarianceFigures;
      missing: MissingFigures;
      /** Absent unless the session is in Recount with listed items not counted again. */
      stillToRecount?: StillToRecount;
      /** By category (level), biggest absolute variance value first, then missing value. */
      categories: Array<VarianceFigures & { category: string; missing: MissingFigures }>;
      /** The store's currency (the app adds it: hosts/app/counts). */
      currency?: MoneyCurrency;
    };

export interface MissingItemView {
  itemId: string;
  sku: string;
  description: string;
  category: string;
  expected: number;
  retail: number | null;
}

export type MissingPage =
  | { blind: true }
  | {
      blind: false;
      /** Missing items in the scope (of `category` when one was asked). */
      total: number;
      items: MissingItemView[];
      /** Missing items per category in the whole scope (whatever `category` was asked), by name. */
      categories: Array<{ category: string; missing: number }>;
    };

/** A category of the store's catalog, for choosing a count's scope. */
export interface ScopeCategoryView {
  category: string;
  /** Items of this category the store carries (the catalog cache). */
  items: number;
}

/** What finalizing means for this count's scope, in numbers (said before the user confirms). */
export interface FinalizePreview {
  scope: CountScope;
  /** Lines counted, on this PC and the others: one per item, area and PC (domain/counts/line-figures.ts). */
  lines: number;
  /** Items counted: the distinct items on those lines (an item counted in two areas is two lines, one item). */
  items: number;
  /** Absent in a blind session: items expected in scope and not counted (finalizing leaves them as they are). */
  missing?: MissingFigures;
  /** Absent in a blind session: the count's variance (its counted lines: what finalizing posts). */
  variance?: VarianceFigures;
  /** A Recount session (as the service holds it): listed items not counted again yet on any PC; finalize refuses
   * until each is recounted or confirmed as zero. */
  notRecounted?: number;
  /** With notRecounted above 0: what those items held before the recount took it back, their earlier count (all
   * PCs) in units and its retail value (an item without a price adds nothing): what is still to recount. */
  notRecountedEarlier?: { units: number; value: number };
}

/** A listed item of a recount that no PC has counted again yet. */
export interface NotRecountedItemView {
  itemId: string;
  sku: string | null;
  description: string | null;
}

/** An item whose on-hand moved during the count (sold or received); figures only when the session is not blind. */
export interface MovedItemView {
  itemId: string;
  sku: string;
  description: string;
  /** The on-hand when the count began (the session's snapshot). */
  expected?: number;
  onHand?: number;
}

/** A line the service refused, as finalize and the refused list name it. */
export interface RefusedLineView {
  lineId: string;
  itemId: string;
  sku: string;
  description: string;
  area: string;
  counted: number;
  message: string;
}

/** Why a finalize was refused; FinalizeResult adds whether the user may overrule it. */
export type FinalizeRefusal =
  /** Stock moved at the service since the count began: confirm (anyway), or recount those items first. */
  | { ok: false; reason: 'stockMoved'; moved: number; items: MovedItemView[] }
  /** Changes still unsent after trying to send them: never finalized over, even "anyway". */
  | { ok: false; reason: 'pending'; pending: number }
  /** Lines the service refused: remove or reassign each first ("anyway" does not skip them). */
  | { ok: false; reason: 'refused'; lines: RefusedLineView[] }
  | { ok: false; reason: 'unknowns'; unknownOpen: number }
  /** The session is in Recount at the service and listed items were not counted again (up to 20 named): recount
   * each, or confirm it as zero ("anyway" does not skip them: the earlier count was taken back on every PC). */
  | { ok: false; reason: 'notRecounted'; notRecounted: number; items: NotRecountedItemView[] }
  | { ok: false; reason: 'locked'; lock: CountLock }
  | { ok: false; reason: 'offline'; message: string };

export type FinalizeResult =
  | { ok: true; status: CountStatus }
  /** anyway: finalizing with "anyway" gets past this refusal (main's rule: domain/counts/finalize-anyway.ts). */
  | (FinalizeRefusal & { anyway: boolean });

/**
 * A finalized count processed as the back office would (the built-in demo service only: service/README.md
 * "Processing a count"): the service set the store's on-hand of each item on a counted line to what was counted.
 */
export interface ProcessResult {
  status: CountStatus;
  /** True when the service had it Processed already: nothing changed this time. */
  alreadyProcessed: boolean;
  /** The items whose on-hand the count sets (the distinct items on its counted lines, every PC's). */
  items: number;
}

export interface ExportResult {
  fileName: string;
  csv: string;
  rows: number;
}

/**
 * The currency money is shown in on the count screens, the sheet and the CSV's value heading: the service's base
 * currency (the one at exchange rate 1) when it has exactly one, else the `currency` setting, else none (figures
 * without a symbol, and the screens say where to set one).
 */
export interface MoneyCurrency {
  /** ISO 4217 code, or null when neither the service nor the settings name one. */
  code: string | null;
  source: 'service' | 'setting' | 'none';
}

/** What was counted where for one item: one of this PC's lines (its area) or another PC's (area null). */
export interface SheetAreaView {
  area: string | null;
  counted: number;
}

/**
 * One item of the count, once (the CSV and the printed sheet): counted in all areas and PCs, its areas, and
 * (not blind) its expected quantity, variance and value exactly once. A missing item has counted 0 and no areas.
 */
export interface SheetItemView {
  itemId: string;
  sku: string;
  upc: string;
  description: string;
  category: string;
  /** False for an item counted outside the scope (it still counts: processing the count sets its on-hand). */
  inScope: boolean;
  counted: number;
  areas: SheetAreaView[];
  expected?: number;
  /** Only for a counted line (VarianceFigures): absent for an item on no line or waiting for its recount. */
  variance?: number;
  /** With `variance`; null when the item has no retail price (it adds nothing to the count's variance value). */
  varianceValue?: number | null;
  /** Only for a missing item (on hand, on no line: MissingFigures): its on-hand's retail value; null without a price. */
  missingValue?: number | null;
}

/**
 * The count as the printed sheet shows it: the items counted (on any line, zeros included), each once with its
 * areas, and (not blind) the items expected but not counted as one summary row, not thousands of printed rows (the
 * CSV lists each). A blind sheet has no figures beyond what was counted.
 */
export interface CountSheetView {
  sessionId: string;
  description: string;
  blind: boolean;
  currency: MoneyCurrency;
  items: SheetItemView[];
  /** Not blind: the items of the count on no line (missing, or in the snapshot at zero or below), and of them the
   * missing ones (the variance summary's `missing`: on hand, not counted; no variance, finalizing leaves them). */
  notCounted?: { items: number; missing: MissingFigures };
  /** Not blind, `expected`, `variance` and `varianceValue`: the count's variance (its counted lines, the variance
   * summary's `session`); `missingValue`: the summary's missing value. By construction, the items' rows summed. */
  totals: {
    counted: number;
    areaRows: number;
    expected?: number;
    variance?: number;
    varianceValue?: number;
    missingValue?: number;
  };
}

/**
 * What the unsent changes were measured against: the session as the service holds it now ('service'), nothing
 * because the service deleted it ('deleted'), or this PC's journal because the user chose so ('journal').
 */
export type UnsentBasis = 'service' | 'deleted' | 'journal';

/** A line the service holds more of than this PC counted (a decrease that never arrived): no new session can
 * take a decrease, so it stays in the locked session's export and is fixed in the back office. */
export interface DecreaseView {
  itemId: string;
  description: string;
  area: string;
  counted: number;
  onService: number;
}

export type MoveResult =
  | {
      ok: true;
      /** Null when the service already holds everything this PC counted: nothing to move, no new session. */
      newSessionId: string | null;
      movedLines: number;
      movedUnits: number;
      /** Decreases cannot become a count in a new session; they stay in the export. */
      notMoved: number;
      decreases: DecreaseView[];
      basis: UnsentBasis;
    }
  /** The service could not be read, so what it holds is unknown: nothing was moved. Move again with `asJournal`
   * to move what the journal says was never taken (which counts twice whatever arrived unanswered). */
  | { ok: false; reason: 'unreadable'; message: string };

export type UnsentExportResult =
  | (ExportResult & { basis: UnsentBasis })
  | { ok: false; reason: 'unreadable'; message: string };

/** One item of an area in shelf order (domain/units/shelf-order.ts), with what this count holds of it there. */
export interface ShelfLineView {
  itemId: string;
  sku: string;
  description: string;
  /** This count's quantity in the area; null while not counted here. */
  counted: number | null;
  /** The unit it is counted in: each, bottle, kg or l. */
  unit: string;
}

/** The session's active area in shelf order (saved, else learnt from the area's last count). */
export interface ShelfView {
  sessionId: string;
  area: string;
  lines: ShelfLineView[];
  /** How many of the lines are not counted here yet. */
  notCounted: number;
}

/** A count typed on a shelf line ("3 cases + 4", "2.35") and taken: the breakdown shown ("3 × 12 + 4 = 40"). */
export interface ShelfCountResult {
  shelf: ShelfView;
  breakdown: string;
}

/** A count typed on an ordinary line ("3 cases + 4", "2.35") and taken: the line, and the breakdown it shows. */
export interface LineTextResult {
  line: CountLineView;
  /** "3 × 12 + 4 = 40", or the amount alone ("2.35"). */
  breakdown: string;
}

/** An open bottle weighed on the scale into the item's line (domain/counts/weighing.ts): the weight and fraction. */
export interface ShelfWeighResult {
  shelf: ShelfView;
  itemId: string;
  grams: number;
  /** The bottle's fraction added, at the item's precision. */
  fraction: number;
  /** The line's quantity after it. */
  counted: number;
  /** The weighing as the scan feed shows it (source 'weight'). */
  event: CountEvent;
}

/** An item's full and empty bottle weights in grams (domain/units/weight-store.ts); null until learnt or typed. */
export interface ItemWeightsView {
  itemId: string;
  fullGrams: number | null;
  emptyGrams: number | null;
}

// ---- Requests and events -------------------------------------------------------------------------------------

const SessionId = z.object({ sessionId: Guid }).strict();
const Text = (max: number) => z.string().trim().min(1).max(max);
const Quantity = z.number().finite().nonnegative().max(1_000_000);
const AreaName = Text(60);

/**
 * What a count covers, chosen when the session is created and kept in the journal with it. Whole store: every
 * item the store holds is expected. Categories: the items of those categories (the item's level, as the review
 * groups them). Areas only: only the items counted (in the areas named in the session) are expected, nothing
 * else is missing. An item counted outside the scope still counts (processing the count sets its on-hand), so it is
 * expected at its on-hand and marked as outside the scope; an item outside the scope that was not counted is
 * never expected, missing or zeroed.
 */
const ChosenScopes = [
  z.object({ kind: z.literal('store') }).strict(),
  z.object({ kind: z.literal('categories'), categories: z.array(Text(200)).min(1).max(500) }).strict(),
  z.object({ kind: z.literal('areas') }).strict(),
] as const;
/**
 * Items: exactly the items of a list kept in this PC's journal (domain/counts/scope-items.ts), such as a count
 * plan's weekly ABC slice; `name` and `items` say which and how many. Made by starting a plan, never chosen in
 * the new-session form. Another PC cannot see the list: it reads the session as areas only (scope-tag.ts).
 */
const ItemsScope = z
  .object({ kind: z.literal('items'), listId: z.uuid(), name: Text(200), items: z.number().int().nonnegative() })
  .strict();
export const CountScope = z.discriminatedUnion('kind', [...ChosenScopes, ItemsScope]);
export type CountScope = z.infer<typeof CountScope>;
/** The scopes the new-session form (counts.sessions.create) may choose. */
export const ChosenScope = z.discriminatedUnion('kind', [...ChosenScopes]);
export type ChosenScope = z.infer<typeof ChosenScope>;
export const WHOLE_STORE = { kind: 'store' } as const satisfies ChosenScope;

export const CountListArgs = z.object({ storeId: Guid, status: z.enum(COUNT_STATUSES).optional() }).strict();
export const CountCreateArgs = z
  .object({
    storeId: Guid,
    description: Text(200),
    areas: z.array(AreaName).max(100).default([]),
    blind: z.boolean().default(false),
    scope: ChosenScope.default(WHOLE_STORE),
  })
  .strict();
export const CountLinesArgs = z
  .object({
    sessionId: Guid,
    offset: z.number().int().nonnegative().default(0),
    limit: z.number().int().positive().max(500).default(100),
    search: z.string().trim().max(200).optional(),
    area: z.string().max(60).optional(),
    category: z.string().max(200).optional(),
    /** Ignored in a blind session. */
    hasVariance: z.boolean().optional(),
    sort: z.enum(['description', 'counted', 'variance']).default('description'),
    dir: z.enum(['asc', 'desc']).default('asc'),
  })
  .strict();
export type CountLinesQuery = z.infer<typeof CountLinesArgs>;

export const countRequests = {
  'counts.sessions.list': request<CountSessionSummary[]>()(CountListArgs),
  'counts.sessions.create': request<CountSessionView>()(CountCreateArgs),
  'counts.sessions.rename': request<CountSessionView>()(z.object({ sessionId: Guid, description: Text(200) }).strict()),
  /** Opens a service session here (on-hand snapshot taken now) or returns the journal's copy. */
  'counts.sessions.open': request<CountSessionView>()(SessionId),
  /** Reads everyone's items back (team counts) and returns the session. */
  'counts.sessions.refresh': request<CountSessionView>()(SessionId),
  /** Typed or wedge-scanned codes, one entry per scan, counted in the active area. */
  'counts.scan': request<CountEventsBatch>()(z.object({ sessionId: Guid, texts: ScanTexts }).strict()),
  'counts.lines': request<CountLinesPage>()(CountLinesArgs),
  /** The categories of the session's lines (this PC's and the others'), for the line filter; blind sessions too. */
  'counts.lines.categories': request<string[]>()(SessionId),
  'counts.lines.set': request<CountLineView>()(z.object({ lineId: z.uuid(), quantity: Quantity }).strict()),
  /** Sets the line to a typed count ("3 cases + 4", "2.35"), read as the shelf count reads it, at its unit's precision. */
  'counts.lines.setText': request<LineTextResult>()(z.object({ lineId: z.uuid(), text: Text(100) }).strict()),
  'counts.lines.adjust': request<CountLineView>()(
    z.object({ lineId: z.uuid(), delta: z.union([z.literal(1), z.literal(-1)]) }).strict(),
  ),
  /** A refused line's change is dropped (what the service took of it earlier stays there). */
  'counts.lines.remove': request<{ removed: true }>()(z.object({ lineId: z.uuid() }).strict()),
  /** A refused line's units go to another item (checked against the catalog), same area, tags and undo with it. */
  'counts.lines.reassign': request<CountLineView>()(z.object({ lineId: z.uuid(), itemId: Guid }).strict()),
  /** This PC's lines the service refused, with its message. */
  'counts.lines.refused': request<RefusedLineView[]>()(SessionId),
  /** An item found by search: adds `quantity` (default 1) in the active area. */
  'counts.lines.addItem': request<CountLineView>()(
    z.object({ sessionId: Guid, itemId: Guid, quantity: Quantity.optional() }).strict(),
  ),
  /** Undoes the last `count` scans, newest first, with their tags. */
  'counts.undo': request<{ undone: number }>()(
    z.object({ sessionId: Guid, count: z.number().int().positive().max(1000).default(1) }).strict(),
  ),
  'counts.areas.add': request<CountSessionView>()(z.object({ sessionId: Guid, name: AreaName }).strict()),
  'counts.areas.switch': request<CountSessionView>()(z.object({ sessionId: Guid, name: AreaName }).strict()),
  /** Zeroes this PC's lines and forgets the tags of one area; nothing else changes. */
  'counts.areas.recount': request<CountSessionView>()(z.object({ sessionId: Guid, name: AreaName }).strict()),
  'counts.unknowns': request<CountUnknownView[]>()(SessionId),
  'counts.unknowns.assign': request<CountUnknownView>()(
    z.object({ sessionId: Guid, code: Text(200), itemId: Guid }).strict(),
  ),
  'counts.unknowns.ignore': request<CountUnknownView>()(z.object({ sessionId: Guid, code: Text(200) }).strict()),
  /** Remembers a case GTIN-14's units and counts the scans that waited for it. */
  'counts.packSize.set': request<{ counted: number }>()(
    z.object({ sessionId: Guid, gtin14: CaseGtin14, units: PackSizeUnits }).strict(),
  ),
  /** The active area in shelf order, for counting it by hand. */
  'counts.shelf': request<ShelfView>()(SessionId),
  /** Moves an item to a place in the active area's shelf order (saved for the area). */
  'counts.shelf.move': request<ShelfView>()(
    z.object({ sessionId: Guid, itemId: Guid, toIndex: z.number().int().min(0).max(100_000) }).strict(),
  ),
  /** Sets the item's line in the active area to a typed count ("3 cases + 4", "2.35"), exact at its unit's precision. */
  'counts.shelf.count': request<ShelfCountResult>()(
    z.object({ sessionId: Guid, itemId: Guid, text: Text(100) }).strict(),
  ),
  /** The bottle on the scale's pan weighed into the item's line, once per placement; null: no new placement. */
  'counts.shelf.weigh': request<ShelfWeighResult | null>()(z.object({ sessionId: Guid, itemId: Guid }).strict()),
  'counts.weights.get': request<ItemWeightsView>()(z.object({ itemId: Guid }).strict()),
  /** One side of an item's bottle weights: the grams typed, or (none typed) the stable weight on the scale now. */
  'counts.weights.set': request<ItemWeightsView>()(
    z
      .object({
        itemId: Guid,
        side: z.enum(['full', 'empty']),
        grams: z.number().finite().positive().max(100_000).optional(),
      })
      .strict(),
  ),
  'counts.variance': request<VarianceSummary>()(SessionId),
  'counts.missing': request<MissingPage>()(
    z
      .object({
        sessionId: Guid,
        category: z.string().max(200).optional(),
        offset: z.number().int().nonnegative().default(0),
        limit: z.number().int().positive().max(500).default(100),
      })
      .strict(),
  ),
  /** Items expected but not counted, confirmed as counted zero (sent as 0); never one outside the scope. */
  'counts.zero.confirm': request<{ confirmed: number }>()(
    z.object({ sessionId: Guid, itemIds: z.array(Guid).min(1).max(20_000) }).strict(),
  ),
  /** Every item missing in the scope confirmed as counted zero (never an item outside it); the number set. */
  'counts.zero.confirmMissing': request<{ confirmed: number }>()(SessionId),
  /** Lines, missing items and total variance of the count's scope, for the finalize confirmation. */
  'counts.finalize.preview': request<FinalizePreview>()(SessionId),
  /** The store's categories with their item counts (the catalog cache), to choose a count's scope. */
  'counts.scope.categories': request<ScopeCategoryView[]>()(z.object({ storeId: Guid }).strict()),
  'counts.finalize': request<FinalizeResult>()(
    z.object({ sessionId: Guid, anyway: z.boolean().default(false) }).strict(),
  ),
  /** Way out of a lock 1: what the service does not hold of this PC's count, as CSV (the service read first). */
  'counts.lock.exportUnsent': request<UnsentExportResult>()(
    z.object({ sessionId: Guid, asJournal: z.boolean().default(false) }).strict(),
  ),
  /** Way out of a lock 2: a new session on the service with the same areas takes what the old one lacks. */
  'counts.lock.moveUnsent': request<MoveResult>()(
    z.object({ sessionId: Guid, description: Text(200).optional(), asJournal: z.boolean().default(false) }).strict(),
  ),
  /** The demo's back office: a Finalized session processed (its on-hand set to what was counted), then the catalog's
   * on-hand synced; refused ('demo_only') against a real service, whose back office does this. */
  'counts.process.demo': request<ProcessResult>()(SessionId),
  'counts.export': request<ExportResult>()(SessionId),
  /** The count per item with its areas (the printed sheet and the PDF), in the store's currency. */
  'counts.sheet': request<CountSheetView>()(SessionId),
  'counts.outbox': request<OutboxState>()(SessionId),
  /** The page as printed (the count sheet) as a PDF, base64; desktop app only (printToPDF), 'unavailable' elsewhere. */
  'counts.print.pdf': request<{ fileName: string; base64: string }>()(SessionId),
} as const;

export interface CountEventMap {
  /** Every reader batch's outcomes, after the batch is committed. */
  'counts.events': CountEventsBatch & ReaderFeedback;
  /** Whenever the outbox state changes (a send, an error, offline, online). */
  'counts.outbox': { sessionId: string | null; state: OutboxState };
  /** The service refused a change: the session is locked. */
  'counts.locked': { sessionId: string; lock: CountLock };
  /** A recount read from the service (asked on another PC): this PC's counts of `items` listed items were reset. */
  'counts.recountLearnt': { sessionId: string; status: CountStatus; items: number };
}
