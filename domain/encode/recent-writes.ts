// Process: main (domain, Electron-free). The tags written with a reader lately, read from the journal's record of
// every serial (encode_serials, schema.ts): a reader write is a serial of no print job. Its state says what became of
// it: 'used' was read back as written, 'spoiled' failed after the serial was issued (its note says why), 'sending'
// is being written now. A refusal before any serial was issued (no tag, two tags) left nothing here.
import type { TagWriteState, TagWriteView } from '../../contract/encode';
import type { JournalDb } from '../journal/journal';
import type { EncodeCatalog } from './catalog-items';

/** How many of the last writes the app shows. */
export const RECENT_WRITES_SHOWN = 20;

const STATES: Record<string, TagWriteState> = { used: 'written', spoiled: 'spoiled', sending: 'writing' };

interface Row {
  epc: string;
  serial: number;
  item_id: string;
  state: string;
  note: string | null;
  at: number;
}

/**
 * The reader writes that reached a state since `since` (ms), newest first, at most `limit`, each with its item's SKU
 * when the catalog has it. Print jobs' labels (a job id) are not writes.
 */
export function recentTagWrites(
  db: JournalDb,
  opts: { since: number; storeId: string | null; catalog: Pick<EncodeCatalog, 'items'>; limit?: number },
): TagWriteView[] {
  // No index on this: the table holds one row per label ever printed or written, and the request is made when the
  // write panel opens and after a write, not per read.
  const rows = db
    .prepare(
      `SELECT epc, serial, item_id, state, note, at FROM encode_serials
       WHERE job_id IS NULL AND at >= ? AND state IN ('used', 'spoiled', 'sending')
       ORDER BY at DESC, serial DESC LIMIT ?`,
    )
    .all(opts.since, opts.limit ?? RECENT_WRITES_SHOWN) as Row[];
  const ids = [...new Set(rows.map((r) => r.item_id))];
  const skus = new Map(
    opts.storeId && ids.length > 0 ? opts.catalog.items(ids, opts.storeId).map((i) => [i.id, i.sku]) : [],
  );
  return rows.map((r) => ({
    epc: r.epc,
    serial: String(r.serial),
    itemId: r.item_id,
    sku: skus.get(r.item_id) ?? null,
    state: STATES[r.state]!,
    note: r.note,
    at: r.at,
  }));
}
