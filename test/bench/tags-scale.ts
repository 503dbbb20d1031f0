// Process: node (benchmark helper of tags.bench.ts and stalls.bench.ts). Two finalized counts of one store, N tags
// each over 5,000 items and 4 areas (the later count loses 10%, moves 5% to another area and finds 5% new), and the
// journal rows counting writes for them (count_tags, a count_scans row per tag, the items' facts).
import { randomUUID } from 'node:crypto';
import { encodeSgtin96 } from '../../domain/codes';
import type { JournalDb } from '../../domain/journal/journal';
import { prng } from '../helpers/prng';
import { gtin, STORE } from '../unit/tags/journal-fixture';

const AREAS = ['Front', 'Back room', 'Fitting rooms', 'Window'];
/** One of the list, picked with the seeded generator. */
const pick = <T>(list: readonly T[], r: number): T => list[Math.floor(r * list.length)] as T;

export interface Tag {
  epc: string;
  item: string;
  area: string;
}

export function addSession(db: JournalDb, id: string, openedAt: number): void {
  db.prepare(
    `INSERT INTO count_sessions (id, store_id, description, blind, status, remote, active_area, opened_at, scope)
     VALUES (?, ?, 'bench', 0, 2, 'created', ?, ?, '{"kind":"store"}')`,
  ).run(id, STORE, AREAS[0], openedAt);
  const area = db.prepare('INSERT INTO count_areas (session_id, name, position) VALUES (?, ?, ?)');
  for (const [i, name] of AREAS.entries()) area.run(id, name, i);
}

export function writeTags(db: JournalDb, sessionId: string, tags: readonly Tag[]): void {
  const tag = db.prepare('INSERT INTO count_tags (session_id, epc, item_id, area, reads) VALUES (?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const [i, t] of tags.entries()) tag.run(sessionId, t.epc, t.item, t.area, 1 + (i % 3));
  })();
}

export function writeScans(db: JournalDb, sessionId: string, tags: readonly Tag[], at: number): void {
  const scan = db.prepare(
    `INSERT INTO count_scans (session_id, at, source, raw, epc, decoded, item_id, area, user, line_id, delta)
     VALUES (?, ?, 'rfid', ?, ?, ?, ?, ?, 'demo', ?, 1)`,
  );
  db.transaction(() => {
    for (const [i, t] of tags.entries())
      scan.run(sessionId, at + i, t.epc, t.epc, t.epc.slice(0, 14), t.item, t.area, t.item);
  })();
}

export interface TagCounts {
  items: { id: string; gtin14: string }[];
  before: Tag[];
  after: Tag[];
}

/** The two counts' tags (seeded: the same every run). */
export function tagCounts(n: number): TagCounts {
  const random = prng(22);
  const items = Array.from({ length: 5_000 }, (_, i) => ({
    id: randomUUID(),
    gtin14: gtin(`00614141${String(i).padStart(5, '0')}`),
  }));
  let serial = 1_000_000;
  const newTag = (): Tag => {
    const item = pick(items, random());
    const area = pick(AREAS, random());
    return { epc: encodeSgtin96({ gtin14: item.gtin14, serial: serial++ }), item: item.id, area };
  };
  const before = Array.from({ length: n }, newTag);
  const after: Tag[] = [];
  for (const t of before) {
    const r = random();
    if (r < 0.1) continue; // gone
    if (r < 0.15)
      after.push({ ...t, area: AREAS[(AREAS.indexOf(t.area) + 1) % AREAS.length] ?? t.area }); // moved
    else after.push(t);
  }
  for (let i = 0; i < n * 0.05; i++) after.push(newTag());
  return { items, before, after };
}

/** The items' facts (sku, description, category) the reports show. */
export function writeItemFacts(db: JournalDb, items: TagCounts['items']): void {
  const facts = db.prepare(
    "INSERT INTO count_item_facts (item_id, sku, upc, description, category, retail) VALUES (?, ?, '', ?, ?, 10)",
  );
  db.transaction(() => {
    for (const [i, it] of items.entries()) facts.run(it.id, `SKU${i}`, `Item ${i}`, `Category ${i % 40}`);
  })();
}
