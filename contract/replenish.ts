// Process: shared by main and renderer (types only outside main). Replenishment: what the back room holds and the
// sales floor lacks, as a pick list the reader confirms. The shapes (area roles, pictures, lines, reorder lines,
// availability) are defined here once: domain/replenish produces them directly (its types.ts re-exports them) and
// the CLI prints them as JSON. The requests and the push of the Replenish screen.
import { z } from 'zod';
import type { ReaderFeedback } from './reader';
import { Guid, NoArgs, request, ScanTexts } from './request';

/** What an area of a store is for: the sales floor, the back room (stockroom), or neither. */
export type AreaRole = 'floor' | 'back' | 'other';
export const AREA_ROLES = ['floor', 'back', 'other'] as const satisfies readonly AreaRole[];

export interface AreaWithRole {
  area: string;
  role: AreaRole;
  /** True when the user set the role; false when it is the one its name proposes. */
  chosen: boolean;
}

/** The latest picture of one area: the count (whole, areas-only, or a floor scan) that last looked there. */
export interface AreaPicture {
  area: string;
  role: AreaRole;
  sessionId: string;
  /** Unix ms the picture was taken (a finished count: when it was recorded; an open floor scan: its last read). */
  takenAt: number;
  /** Whole days since takenAt. */
  ageDays: number;
  /** A back-room picture older than the store's limit (7 days unless set). */
  stale: boolean;
}

/** A back-room tag of a line's item: where to pick it. */
export interface PickTag {
  epc: string;
  area: string;
  /** Unix ms it was last seen there (its count's picture or its move). */
  lastSeen: number;
}

export type MissReason = 'not_found' | 'damaged' | 'reserved';
export const MISS_REASONS = ['not_found', 'damaged', 'reserved'] as const satisfies readonly MissReason[];

export interface ReplenishLine {
  itemId: string;
  sku: string;
  description: string;
  category: string;
  /** Units on the floor (the floor pictures, plus what was put away since). */
  floor: number;
  minimum: number;
  /** Units in the back room; an estimate (on-hand − floor) when no back-room picture exists. */
  back: number;
  backEstimated: boolean;
  /** min(minimum − floor, back room). */
  bring: number;
  /** Units picked for this line and not yet put on the floor. */
  picked: number;
  /** The back-room area most of its units sit in (the walk's order); null for an estimate. */
  backArea: string | null;
  tags: PickTag[];
  /** The last reason it could not be picked, while it is still on the list. */
  missed: MissReason | null;
  /** Not found twice in a row: a shrink candidate. */
  shrinkCandidate: boolean;
}

/** On the floor short of its minimum and none in the back room: to reorder, not to pick. */
export interface ReorderLine {
  itemId: string;
  sku: string;
  description: string;
  category: string;
  floor: number;
  minimum: number;
  short: number;
}

/** Per category: the items the store holds that have a minimum, and of those the ones on the floor at it. */
export interface CategoryAvailability {
  category: string;
  held: number;
  atMinimum: number;
}

export interface Replenishment {
  storeId: string;
  pictures: AreaPicture[];
  /** True when the back room's figures are estimates (no back-room picture). */
  estimated: boolean;
  lines: ReplenishLine[];
  reorder: ReorderLine[];
  totals: { lines: number; units: number };
  availability: CategoryAvailability[];
}

/** Code-unit order: the same on every machine, and far quicker than localeCompare over 50,000 lines. */
export const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The walk's order of the lines: by back-room area (estimates last), then category, then SKU. One definition for
 * the list (domain/replenish/list.ts) and the screen merging a change into it (the renderer's store). */
export const lineOrder = (a: ReplenishLine, b: ReplenishLine): number =>
  byText(a.backArea ?? '\uffff', b.backArea ?? '\uffff') || byText(a.category, b.category) || byText(a.sku, b.sku);

/** The reorder lines' order: category, then SKU. */
export const reorderOrder = (a: ReorderLine, b: ReorderLine): number =>
  byText(a.category, b.category) || byText(a.sku, b.sku);

/**
 * What changed in a kept list (domain/replenish/live.ts) since the last change sent: the lines and reorder lines
 * made or changed (whole), the item ids of those gone, and the figures on top. A floor scan's reads and pick
 * batches send this instead of the whole list.
 */
export interface ReplenishLinesChange {
  storeId: string;
  floorSessionId: string | null;
  lines: ReplenishLine[];
  removed: string[];
  reorder: ReorderLine[];
  reorderRemoved: string[];
  totals: { lines: number; units: number };
  availability: CategoryAvailability[];
  /** The pictures, when their times changed (a floor scan's last read moves on). */
  pictures?: AreaPicture[];
  /** Epoch ms (main's clock) of the oldest floor-scan read this change takes in, for the benchmark's timing. */
  firstReadAt?: number;
}

/** A count session of the store that looked at a sales-floor area: a floor scan the list may be taken from. */
export interface FloorScanChoice {
  sessionId: string;
  description: string;
  /** Its sales-floor areas. */
  areas: string[];
  openedAt: number;
}

/** What the Replenish screen shows: the list, the store's areas with their roles and the floor scans to choose. */
export interface ReplenishView extends Replenishment {
  /** The floor scan the list was taken from, or null (the latest pictures only). */
  floorSessionId: string | null;
  areas: AreaWithRole[];
  floorScans: FloorScanChoice[];
}

export type MinimumKind = 'category' | 'item';
export const MINIMUM_KINDS = ['category', 'item'] as const satisfies readonly MinimumKind[];
/** The largest minimum (domain/replenish/minimums.ts refuses more). */
export const MINIMUM_MAX = 10_000;

/** One presentation minimum as the CSV and the screen show it: the category's code or the item's SKU. */
export interface MinimumRow {
  kind: MinimumKind;
  code: string;
  description: string;
  minimum: number;
}

/** What one pick scan did (domain/replenish/picking.ts), with its words' material. */
export type PickOutcomeKind = 'picked' | 'placed' | 'already' | 'notOnList' | 'unknown';

export interface PickScanOutcome {
  text: string;
  kind: PickOutcomeKind;
  itemId: string | null;
  sku: string | null;
  epc: string | null;
  /** Placed: the area the pictures had the tag in (null when unknown). */
  fromArea: string | null;
}

/** A batch of pick scans (typed or from the reader), or a put-away: an outcome per unit and the list after them. */
export interface PickResult {
  outcomes: PickScanOutcome[];
  view: ReplenishView;
}

/** Reader pick scans taken: their outcomes, and the list after them: whole, or only what changed while main keeps
 * the screen's list up to date (hosts/app/replenish/live-list.ts). */
export interface PickPush {
  outcomes: PickScanOutcome[];
  view?: ReplenishView;
  change?: ReplenishLinesChange;
}

// ---- Requests and events -------------------------------------------------------------------------------------

const AreaName = z.string().trim().min(1).max(200);
/** Which list: the latest pictures, or those with a floor scan (a count session of the store) newer than the rest. */
const ListArgs = z.object({ floorSessionId: Guid.optional() }).strict();
/** Where pick scans are made: an area of the store (its role says pick or put on the floor), or none (a handheld). */
const PickWhere = { area: AreaName.nullable(), floorSessionId: Guid.optional() };

export const replenishRequests = {
  /** The working store's list; also keeps the day's floor availability (the day's first as before, the rest after). */
  'replenish.list': request<ReplenishView>()(ListArgs),
  /** The list as CSV (a row per line in the walk's order, then the reorder lines). */
  'replenish.csv': request<{ csv: string }>()(ListArgs),
  'replenish.roles.get': request<AreaWithRole[]>()(NoArgs),
  'replenish.roles.set': request<AreaWithRole[]>()(z.object({ area: AreaName, role: z.enum(AREA_ROLES) }).strict()),
  'replenish.minimums.get': request<MinimumRow[]>()(NoArgs),
  /** One minimum by the category's code (or name) or the item's SKU; null removes it (the next rule applies). */
  'replenish.minimums.set': request<MinimumRow[]>()(
    z
      .object({
        kind: z.enum(MINIMUM_KINDS),
        code: z.string().trim().min(1).max(200),
        minimum: z.number().int().min(0).max(MINIMUM_MAX).nullable(),
      })
      .strict(),
  ),
  /** Replaces the store's minimums with a CSV's (kind,code,description,minimum), whole or not at all. */
  'replenish.minimums.import': request<{ categories: number; items: number }>()(
    z.object({ csv: z.string().max(5_000_000) }).strict(),
  ),
  'replenish.minimums.export': request<{ csv: string }>()(NoArgs),
  /** Typed or wedge-scanned codes made in `area`: in a back room (or none) they tick lines, on a floor they place. */
  'replenish.pick.scan': request<PickResult>()(z.object({ ...PickWhere, texts: ScanTexts }).strict()),
  /** Every unit picked and not yet placed put in this sales-floor area at once. */
  'replenish.pick.putAway': request<PickResult>()(
    z.object({ area: AreaName, floorSessionId: Guid.optional() }).strict(),
  ),
  /** A line that could not be picked, with the reason (once per list round). */
  'replenish.pick.miss': request<ReplenishView>()(
    z.object({ itemId: Guid, reason: z.enum(MISS_REASONS), floorSessionId: Guid.optional() }).strict(),
  ),
  /** Reader reads and wedge scans now go to picking, made in `area` (pick mode on). */
  'replenish.pick.activate': request<ReplenishView>()(z.object(PickWhere).strict()),
  'replenish.pick.deactivate': request<{ active: null }>()(NoArgs),
  /** The screen is closed: main drops the list it keeps up to date and stops listening (nothing kept meanwhile). */
  'replenish.close': request<{ closed: true }>()(NoArgs),
} as const;

/** Pushed after reader scans taken by picking (they come through no request). */
export interface ReplenishEventMap {
  'replenish.changed': PickPush & ReaderFeedback;
  /** The kept list's change after the chosen floor scan's reads (coalesced: one every ~50 ms at most). */
  'replenish.linesChanged': ReplenishLinesChange;
}
