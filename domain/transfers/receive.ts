// Process: main (domain, Electron-free). Receiving a transfer at this store: open it (read from the service once and
// kept in the journal, so the rest works offline), scan what arrived (each tag once by identity, barcodes and cases
// by receiving's rule), see the differences at any time, and finish: the report kept in the journal and the received
// tags recorded in the tag history as moved in, in one transaction. Nothing in the spec marks a transfer received
// (its status values are not public), so nothing is sent to the service: the receipt lives here and in the report.
import type { TransferReport, TransferScanOutcome } from '../../contract/transfers';
import type { JournalDb } from '../journal/journal';
import type { ScanItem } from '../resolve/scan-item';
import { crashPoint } from '../shared/crash-points';
import { UserError } from '../shared/errors';
import { recordTagMoves } from '../tags/moves';
import type { TransfersApi } from './api-port';
import { type DifferenceFacts, transferDifferences } from './differences';
import { createTransferReceiptStore, type TransferReceiptRow } from './receipt-store';
import { scanDeltas, transferOutcomes } from './scans';

export interface ReceiveDeps {
  api: TransfersApi;
  db: JournalDb;
  facts: DifferenceFacts;
  storeId: () => string;
  now: () => Date;
}

export function createTransferReceiving(deps: ReceiveDeps) {
  const store = createTransferReceiptStore(deps.db, deps.now);
  const opened = (transferId: string): TransferReceiptRow => {
    const row = store.get(transferId.toLowerCase());
    if (!row) throw new UserError('transfer_not_found', 'That transfer is not open on this PC: open it first.');
    return row;
  };
  const open_ = (transferId: string): TransferReceiptRow => {
    const row = opened(transferId);
    if (row.state === 'finished')
      throw new UserError('transfer_finished', 'This transfer was received already; its report can no longer change.');
    return row;
  };
  const report = (row: TransferReceiptRow): TransferReport =>
    row.report ?? {
      ...transferDifferences(
        row.transfer,
        { lines: store.lines(row.transferId), tags: store.tags(row.transferId) },
        deps.facts,
      ),
      state: 'open',
      finishedAt: null,
    };

  return {
    store,
    /** Reads the transfer from the service and keeps it; one opened before keeps what arrived. */
    async open({ transferId }: { transferId: string }): Promise<TransferReport> {
      const known = store.get(transferId.toLowerCase());
      if (known) return report(known);
      const transfer = await deps.api.getTransfer(transferId);
      if (transfer.toStore.id.toLowerCase() !== deps.storeId())
        throw new UserError(
          'transfer_wrong_store',
          'That transfer goes to another store: choose one sent to this store.',
        );
      const row = store.open(deps.storeId(), transfer);
      crashPoint('transfer.receive.opened');
      return report(row);
    },
    report: ({ transferId }: { transferId: string }): TransferReport => report(opened(transferId)),
    /** What arrived, committed before this returns. */
    scan(transferId: string, scans: readonly ScanItem[]): { outcomes: TransferScanOutcome[]; report: TransferReport } {
      const row = open_(transferId);
      const deltas = scanDeltas(scans);
      const applied = deltas.length ? store.apply(row.transferId, deltas) : [];
      if (deltas.length) crashPoint('transfer.receive.scanned');
      const outcomes = transferOutcomes(scans, applied, null, deps.facts.namesOf);
      return { outcomes, report: report(row) };
    },
    /** Forgets what arrived so far (the CLI receives a transfer from its reads file whole, again after a crash). */
    restart({ transferId }: { transferId: string }): void {
      store.clear(open_(transferId).transferId);
    },
    /** The report, kept; the received tags recorded as moved into this store. A finished transfer answers its report. */
    finish({ transferId }: { transferId: string }): TransferReport {
      const row = opened(transferId);
      if (row.state === 'finished') return row.report!;
      const at = deps.now();
      const done: TransferReport = { ...report(row), state: 'finished', finishedAt: at.toISOString() };
      const tags = store.tags(row.transferId);
      const move = {
        transferId: row.transferId,
        direction: 'in' as const,
        storeId: row.storeId,
        otherStoreId: done.fromStoreId,
        at: at.getTime(),
      };
      store.finish(row.transferId, done, () => recordTagMoves(deps.db, move, tags));
      crashPoint('transfer.receive.finished');
      return store.get(row.transferId)!.report!;
    },
  };
}

export type TransferReceiving = ReturnType<typeof createTransferReceiving>;
