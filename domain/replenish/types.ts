// Process: main (domain, Electron-free). Replenishment's shapes: area roles, the pictures of areas, the list's
// lines and the floor availability figures. Plain data, so the CLI prints them as JSON and a screen can show them.

/** What an area of a store is for: the sales floor, the back room (stockroom), or neither. */
export type AreaRole = 'floor' | 'back' | 'other';
export const AREA_ROLES: readonly AreaRole[] = ['floor', 'back', 'other'];

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

export type MissReason = 'not_found' | 'damaged' | 'reserved';
export const MISS_REASONS: readonly MissReason[] = ['not_found', 'damaged', 'reserved'];

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
