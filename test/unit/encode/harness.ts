// Process: test (node). Journals in temp folders and a catalog item with a real GTIN, for the encode unit tests.
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { checkDigit } from '../../../domain/codes';
import type { EncodeItem } from '../../../domain/encode/sgtin-target';
import { type JournalDb, openJournalFile } from '../../../domain/journal/journal';
import { type TempDir, tempDir } from '../../helpers/temp-dir';

export const gtinOf = (body13: string) => body13 + checkDigit(body13);

export const ITEM: EncodeItem = {
  id: '00000000-0000-4000-8000-000000000001',
  sku: 'SKU-1',
  description: 'Oxford shirt, blue, M',
  gtins: [gtinOf('0061414100001')],
  retail: 39.5,
  upc: '061414100001',
};

const dirs: TempDir[] = [];
const open: JournalDb[] = [];
afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close();
  for (const d of dirs.splice(0)) d.remove();
});

/** A fresh data folder, removed after the test; `journalIn(dir)` opens (or reopens) its journal file. */
export function dataFolder(): string {
  const dir = tempDir('encode-');
  dirs.push(dir);
  return dir.path;
}

export function journalIn(dir: string): JournalDb {
  const db = openJournalFile(join(dir, 'journal.db'));
  open.push(db);
  return db;
}

/** A tag counted in count `sessionId` (count_tags row). */
export function countTag(db: JournalDb, epc: string, sessionId = 's1'): void {
  db.prepare("INSERT INTO count_tags (session_id, epc, item_id, area, reads) VALUES (?, ?, NULL, 'Front', 1)").run(
    sessionId,
    epc,
  );
}

export const rows = (db: JournalDb, table: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
