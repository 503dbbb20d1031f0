// Process: test (node). Hand-made finalized counts in a real journal file, written with the same rows counting
// writes (count_sessions, count_areas, count_item_facts, count_tags with a count_scans row for each tag's counted
// read), so the tag history and reports read exactly what a real count leaves.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CountScope } from '../../../contract/counts';
import { checkDigit, encodeSgtin96 } from '../../../domain/codes';
import { type JournalDb, openJournalFile } from '../../../domain/journal/journal';

export const STORE = '11111111-1111-4111-8111-111111111111';

export interface FixtureTag {
  epc: string;
  item: string | null;
  area: string;
  reads?: number;
  at?: number;
}

/** A GTIN-14 with a valid check digit from 13 digits of the test's choosing. */
export const gtin = (thirteen: string): string => thirteen + checkDigit(thirteen);
export const sgtin = (g: string, serial: number | string): string => encodeSgtin96({ gtin14: g, serial });

export function tempJournal(): { db: JournalDb; path: string; done: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'stocktake-tags-'));
  const path = join(dir, 'journal.db');
  const db = openJournalFile(path);
  return {
    db,
    path,
    done: () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function addItem(db: JournalDb, id: string, sku: string, category: string): void {
  db.prepare(
    `INSERT INTO count_item_facts (item_id, sku, upc, description, category, retail) VALUES (?, ?, '', ?, ?, 1)
     ON CONFLICT DO NOTHING`,
  ).run(id, sku, `Item ${sku}`, category);
}

export function addCount(
  db: JournalDb,
  id: string,
  opts: { areas: string[]; tags: FixtureTag[]; scope?: CountScope; status?: number; openedAt?: number; store?: string },
): void {
  const openedAt = opts.openedAt ?? 1_000;
  db.prepare(
    `INSERT INTO count_sessions (id, store_id, description, blind, status, remote, active_area, opened_at, scope)
     VALUES (?, ?, ?, 0, ?, 'created', ?, ?, ?)`,
  ).run(
    id,
    opts.store ?? STORE,
    id,
    opts.status ?? 2,
    opts.areas[0],
    openedAt,
    JSON.stringify(opts.scope ?? { kind: 'store' }),
  );
  const area = db.prepare('INSERT INTO count_areas (session_id, name, position) VALUES (?, ?, ?)');
  for (const [position, name] of opts.areas.entries()) area.run(id, name, position);
  const tag = db.prepare('INSERT INTO count_tags (session_id, epc, item_id, area, reads) VALUES (?, ?, ?, ?, ?)');
  const scan = db.prepare(
    `INSERT INTO count_scans (session_id, at, source, raw, epc, decoded, item_id, area, user, line_id, delta)
     VALUES (?, ?, 'rfid', ?, ?, NULL, ?, ?, 'demo', NULL, 1)`,
  );
  db.transaction(() => {
    opts.tags.forEach((t, i) => {
      tag.run(id, t.epc, t.item, t.area, t.reads ?? 1);
      scan.run(id, t.at ?? openedAt + i, t.epc, t.epc, t.item, t.area);
    });
  })();
}
