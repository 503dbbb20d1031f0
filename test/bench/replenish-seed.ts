// Process: node (benchmark). The `replenish` benchmark's store, written into a journal and a catalog cache: N items
// (styles of 20 sizes and colours, 40 categories, on-hand for every item) and a finished whole count of N tags (a
// fifth on the "Sales floor", the rest in two back rooms; recorded into the compact tag history as finalize does)
// plus an open floor scan of the floor's tags (a tenth gone, some back-room ones now on the floor). Apart from the
// bench so a profile can seed a store once and build its list many times.
import { randomUUID } from 'node:crypto';
import type { CatalogDb } from '../../domain/catalog/db';
import { encodeSgtin96 } from '../../domain/codes';
import type { JournalDb } from '../../domain/journal/journal';
import { recordFinalizedTags } from '../../domain/tags/history';
import { prng } from '../helpers/prng';
import { gtin, STORE } from '../unit/tags/journal-fixture';

export { STORE };

const FLOOR = 'Sales floor';
const BACKS = ['Back room', 'Stockroom 2'];

/** Seeds the store; the floor scan's session id (the list is built from it). */
export function seedReplenishStore(
  journal: JournalDb,
  catalog: CatalogDb,
  size: { tags: number; items: number },
): { floorSessionId: string } {
  const random = prng(34);
  const items = Array.from({ length: size.items }, (_, i) => ({
    id: randomUUID(),
    gtin14: gtin(`0061${String(i).padStart(9, '0')}`),
  }));
  catalog.transaction(() => {
    const level = catalog.prepare('INSERT INTO levels (id, code, description) VALUES (?, ?, ?)');
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
      carried.run(it.id, STORE);
      onHand.run(it.id, STORE, 1 + (i % 7));
    }
  })();

  const whole = randomUUID();
  const scan = randomUUID();
  const addSession = journal.prepare(
    `INSERT INTO count_sessions (id, store_id, description, blind, status, remote, active_area, opened_at, scope)
     VALUES (?, ?, ?, 0, ?, 'created', ?, ?, ?)`,
  );
  const area = journal.prepare('INSERT INTO count_areas (session_id, name, position) VALUES (?, ?, ?)');
  const tag = journal.prepare('INSERT INTO count_tags (session_id, epc, item_id, area, reads) VALUES (?, ?, ?, ?, 1)');
  const scanRow = journal.prepare(
    `INSERT INTO count_scans (session_id, at, source, raw, epc, item_id, area, delta)
     VALUES (?, ?, 'rfid', ?, ?, ?, ?, 1)`,
  );
  const floorTags: [string, string][] = [];
  const backTags: [string, string][] = [];
  journal.transaction(() => {
    addSession.run(whole, STORE, 'Whole', 2, FLOOR, 1_000, '{"kind":"store"}');
    for (const [i, name] of [FLOOR, ...BACKS].entries()) area.run(whole, name, i);
    for (let t = 0; t < size.tags; t++) {
      const it = items[Math.floor(random() * size.items)]!;
      const epc = encodeSgtin96({ gtin14: it.gtin14, serial: 1_000_000 + t });
      const where = random() < 0.2 ? FLOOR : BACKS[t % 2]!;
      tag.run(whole, epc, it.id, where);
      (where === FLOOR ? floorTags : backTags).push([epc, it.id]);
    }
  })();
  recordFinalizedTags(journal, whole, { now: () => 2_000 });
  journal.transaction(() => {
    addSession.run(scan, STORE, 'Floor scan', 1, FLOOR, 3_000, '{"kind":"areas"}');
    area.run(scan, FLOOR, 0);
    let at = 3_000;
    const seen = [...floorTags.filter(() => random() >= 0.1), ...backTags.filter(() => random() < 0.02)];
    for (const [epc, itemId] of seen) {
      tag.run(scan, epc, itemId, FLOOR);
      scanRow.run(scan, at++, epc, epc, itemId, FLOOR);
    }
  })();
  return { floorSessionId: scan };
}
