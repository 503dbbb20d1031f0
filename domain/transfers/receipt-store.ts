// Process: main (domain, Electron-free). Incoming transfers in the journal: the transfer as read from the service
// when it was opened here (its lines and the boxes of EPCs sent, so it is verified offline), what arrived (a line per
// item, each tag once by identity) and, once finished, the report, written in the same transaction as the tag
// history's moves in. Every change is one transaction, on disk before the call returns.
import type { TransferReport } from '../../contract/transfers';
import type { Transfer } from '../api/wire';
import type { SqliteDb } from '../sqlite/open';
import type { ReceivedLine, ReceivedTag } from './differences';
import type { PackDelta } from './draft-store';

export interface TransferReceiptRow {
  transferId: string;
  storeId: string;
  transfer: Transfer;
  state: 'open' | 'finished';
  report: TransferReport | null;
  openedAt: string;
  finishedAt: string | null;
}

type Raw = Record<string, string | null>;
const toRow = (r: Raw): TransferReceiptRow => ({
  transferId: r.transfer_id!,
  storeId: r.store_id!,
  transfer: JSON.parse(r.transfer_json!) as Transfer,
  state: r.state as 'open' | 'finished',
  report: r.report_json ? (JSON.parse(r.report_json) as TransferReport) : null,
  openedAt: r.opened_at!,
  finishedAt: r.finished_at ?? null,
});

export function createTransferReceiptStore(db: SqliteDb, now: () => Date = () => new Date()) {
  const stamp = () => now().toISOString();
  const tagInsert = db.prepare(
    'INSERT OR IGNORE INTO transfer_received_tags (transfer_id, epc, identity, item_id) VALUES (?, ?, ?, ?)',
  );
  const lineAdd = db.prepare(
    `INSERT INTO transfer_received_lines (transfer_id, item_id, quantity) VALUES (?, ?, ?)
     ON CONFLICT (transfer_id, item_id) DO UPDATE SET quantity = quantity + excluded.quantity`,
  );
  const get = (transferId: string): TransferReceiptRow | null => {
    const r = db.prepare('SELECT * FROM transfer_receipts WHERE transfer_id = ?').get(transferId) as Raw | undefined;
    return r ? toRow(r) : null;
  };
  return {
    get,
    list(storeId: string): TransferReceiptRow[] {
      return (
        db.prepare('SELECT * FROM transfer_receipts WHERE store_id = ? ORDER BY opened_at DESC').all(storeId) as Raw[]
      ).map(toRow);
    },
    /** Keeps the transfer as read; a transfer opened here before keeps its first reading (and what arrived). */
    open(storeId: string, transfer: Transfer): TransferReceiptRow {
      const id = transfer.id.toLowerCase();
      db.prepare(
        `INSERT OR IGNORE INTO transfer_receipts (transfer_id, store_id, transfer_json, opened_at) VALUES (?, ?, ?, ?)`,
      ).run(id, storeId, JSON.stringify(transfer), stamp());
      return get(id)!;
    },
    lines(transferId: string): ReceivedLine[] {
      return db
        .prepare(
          'SELECT item_id AS itemId, quantity FROM transfer_received_lines WHERE transfer_id = ? ORDER BY item_id',
        )
        .all(transferId) as ReceivedLine[];
    },
    tags(transferId: string): ReceivedTag[] {
      return db
        .prepare(
          'SELECT epc, identity, item_id AS itemId FROM transfer_received_tags WHERE transfer_id = ? ORDER BY epc',
        )
        .all(transferId) as ReceivedTag[];
    },
    /** Applies what arrived in one transaction; `applied[i]` is false when the i-th tag had arrived already. */
    apply(transferId: string, deltas: readonly PackDelta[]): boolean[] {
      return db.transaction(() =>
        deltas.map((d) => {
          if (d.epc !== null && tagInsert.run(transferId, d.epc, d.identity ?? d.epc, d.itemId).changes === 0)
            return false;
          lineAdd.run(transferId, d.itemId, d.quantity);
          return true;
        }),
      )();
    },
    /** Forgets what arrived (a CLI run that receives the transfer anew from its reads); only while open. */
    clear(transferId: string): void {
      db.transaction(() => {
        db.prepare('DELETE FROM transfer_received_tags WHERE transfer_id = ?').run(transferId);
        db.prepare('DELETE FROM transfer_received_lines WHERE transfer_id = ?').run(transferId);
      })();
    },
    /** Finishes the receipt with its report; `alsoInside` runs in the same transaction (the tag history's moves). */
    finish(transferId: string, report: TransferReport, alsoInside: () => void): boolean {
      return db.transaction(() => {
        const done =
          db
            .prepare(
              `UPDATE transfer_receipts SET state = 'finished', report_json = ?, finished_at = ?
               WHERE transfer_id = ? AND state = 'open'`,
            )
            .run(JSON.stringify(report), report.finishedAt, transferId).changes > 0;
        if (done) alsoInside();
        return done;
      })();
    },
  };
}

export type TransferReceiptStore = ReturnType<typeof createTransferReceiptStore>;
