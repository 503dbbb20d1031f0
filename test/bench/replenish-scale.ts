// Process: node (benchmark helper). The replenishment benchmark's store at size, shared by its list stage
// (replenish.bench.ts, its own catalog and journal files) and its screen stage (replenish-ui.ts, the app's): items
// added to a catalog cache (styles of 20 sizes and colours, 40 categories, on-hand for every item), a finished
// whole count of N tags over a "Sales floor" (a fifth) and two back rooms, recorded into the compact tag history
// as finalize does, and a floor scan's tags written into a session as counting writes them.
import { randomUUID } from 'node:crypto';
import type { CatalogDb } from '../../domain/catalog/db';
import { encodeSgtin96, epcTextIdentity } from '../../domain/codes';
import type { JournalDb } from '../../domain/journal/journal';
import { recordFinalizedTags } from '../../domain/tags/history';
import { gtin } from '../unit/tags/journal-fixture';

export const FLOOR = 'Sales floor';
export const BACKS = ['Back room', 'Stockroom 2'];

export interface ScaleItem {
  id: string;
  gtin14: string;
}
/** A tag of the whole count: its EPC and item. */
export type ScaleTag = [epc: string, itemId: string];

/** `count` items the store carries, with on-hand, in 40 categories and styles of 20. */
export function addScaleItems(catalog: CatalogDb, storeId: string, count: number): ScaleItem[] {
  const items = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    gtin14: gtin(`0061${String(i).padStart(9, '0')}`),
  }));
  catalog.transaction(() => {
    const level = catalog.prepare('INSERT OR IGNORE INTO levels (id, code, description) VALUES (?, ?, ?)');
    for (let c = 0; c < 40; c++) level.run(`cat-${c}`, `C${c}`, `Category ${c}`);
    const item = catalog.prepare(
      `INSERT INTO items (id, sku, description, pos_description1, pos_description2, active, matrix_id, level_id,
         last_updated, raw) VALUES (?, ?, ?, '', '', 1, ?, ?, '', '{}')`,
    );
    const carried = catalog.prepare('INSERT INTO item_stores (item_id, store_id, retail_price1) VALUES (?, ?, 10)');
    const onHand = catalog.prepare("INSERT INTO on_hand (item_id, store_id, qty, row_updated) VALUES (?, ?, ?, '')");
    for (const [i, it] of items.entries()) {
      const style = Math.floor(i / 20);
      item.run(it.id, `SKU${i}`, `Item ${i}`, `style-${style}`, `cat-${style % 40}`);
      carried.run(it.id, storeId);
      onHand.run(it.id, storeId, 1 + (i % 7));
    }
  })();
  return items;
}

const addSessionSql = `INSERT INTO count_sessions (id, store_id, description, blind, status, remote, active_area,
  opened_at, scope) VALUES (?, ?, ?, 0, ?, 'created', ?, ?, ?)`;

/**
 * A finished whole count of `tags` tags, each of an item `itemOf` picks, a fifth on the floor and the rest in the
 * two back rooms, recorded at `at` + 1,000 ms; its floor and back-room tags.
 */
export function wholeCountAtSize(
  journal: JournalDb,
  storeId: string,
  opts: { tags: number; itemOf: () => ScaleItem; random: () => number; at: number },
): { sessionId: string; floorTags: ScaleTag[]; backTags: ScaleTag[] } {
  const sessionId = randomUUID();
  const area = journal.prepare('INSERT INTO count_areas (session_id, name, position) VALUES (?, ?, ?)');
  const tag = journal.prepare('INSERT INTO count_tags (session_id, epc, item_id, area, reads) VALUES (?, ?, ?, ?, 1)');
  const floorTags: ScaleTag[] = [];
  const backTags: ScaleTag[] = [];
  journal.transaction(() => {
    journal.prepare(addSessionSql).run(sessionId, storeId, 'Whole', 2, FLOOR, opts.at, '{"kind":"store"}');
    for (const [i, name] of [FLOOR, ...BACKS].entries()) area.run(sessionId, name, i);
    for (let t = 0; t < opts.tags; t++) {
      const it = opts.itemOf();
      const epc = encodeSgtin96({ gtin14: it.gtin14, serial: 1_000_000 + t });
      const where = opts.random() < 0.2 ? FLOOR : BACKS[t % 2]!;
      tag.run(sessionId, epc, it.id, where);
      (where === FLOOR ? floorTags : backTags).push([epc, it.id]);
    }
  })();
  recordFinalizedTags(journal, sessionId, { now: () => opts.at + 1_000 });
  return { sessionId, floorTags, backTags };
}

/** A floor scan (an areas count of the sales floor, open) holding `seen`, each with its counted read from `at`. */
export function floorScanAtSize(journal: JournalDb, storeId: string, seen: readonly ScaleTag[], at: number): string {
  const sessionId = randomUUID();
  addFloorScanTags(journal, storeId, sessionId, seen, at, true);
  return sessionId;
}

/**
 * `seen` written into floor scan `sessionId` as counting writes a counted tag (its count_tags row and its
 * count_scans row), reads from `at` on; `create`: the session and its area too.
 */
export function addFloorScanTags(
  journal: JournalDb,
  storeId: string,
  sessionId: string,
  seen: readonly ScaleTag[],
  at: number,
  create = false,
): void {
  const tag = journal.prepare(
    'INSERT INTO count_tags (session_id, epc, item_id, area, reads, identity) VALUES (?, ?, ?, ?, 1, ?)',
  );
  const scanRow = journal.prepare(
    `INSERT INTO count_scans (session_id, at, source, raw, epc, item_id, area, delta)
     VALUES (?, ?, 'rfid', ?, ?, ?, ?, 1)`,
  );
  journal.transaction(() => {
    if (create) {
      journal.prepare(addSessionSql).run(sessionId, storeId, 'Floor scan', 1, FLOOR, at, '{"kind":"areas"}');
      journal.prepare('INSERT INTO count_areas (session_id, name, position) VALUES (?, ?, 0)').run(sessionId, FLOOR);
    }
    let t = at;
    for (const [epc, itemId] of seen) {
      tag.run(sessionId, epc, itemId, FLOOR, epcTextIdentity(epc));
      scanRow.run(sessionId, t++, epc, epc, itemId, FLOOR);
    }
  })();
}
