// Process: test (node). A transfers engine over a real journal file in a temp folder, the real scan pipeline on an
// in-memory item index (receiving's unit harness's items), pack sizes in the journal, and an in-memory service of
// transfers that can lose an answer (the transfer is stored, the reply never arrives), hold a POST, or refuse one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiError } from '../../../domain/api/errors';
import type { Transfer, TransferWrite } from '../../../domain/api/wire';
import { type JournalDb, openJournalFile } from '../../../domain/journal/journal';
import { createPackSizes } from '../../../domain/journal/pack-sizes';
import { ItemIndex } from '../../../domain/resolve/item-index';
import { createScanItemResolver } from '../../../domain/resolve/scan-item';
import type { ResolvableItem } from '../../../domain/resolve/types';
import { tagMoves } from '../../../domain/tags/moves';
import type { TransfersApi } from '../../../domain/transfers/api-port';
import { createTransferService } from '../../../domain/transfers/service';
import { ITEMS, memoryCatalog, STORE } from '../receiving/harness';

export const OTHER_STORE = '33333333-3333-4333-8333-333333333333';

export function fakeTransfersService() {
  const held = new Map<string, Transfer>();
  let posts = 0;
  let loseNext = false;
  let refuseNext: ApiError | null = null;
  let hold: { reached: () => void; release: Promise<void> } | null = null;
  const api: TransfersApi = {
    async postTransfer(id, body) {
      posts++;
      if (hold) {
        const h = hold;
        hold = null;
        h.reached();
        await h.release;
      }
      if (refuseNext) {
        const err = refuseNext;
        refuseNext = null;
        throw err;
      }
      const w = body as TransferWrite;
      const t: Transfer = {
        id,
        docNumber: w.docNumber ?? null,
        fromStore: w.fromStore,
        toStore: w.toStore,
        needBy: (w.needBy ?? w.due)!,
        status: 'Open',
        lines: w.lines,
        boxes: w.boxes,
        lastUpdated: new Date().toISOString(),
      };
      held.set(id, t);
      if (loseNext) {
        loseNext = false;
        throw new ApiError({ status: null, code: 'network', message: 'answer lost' });
      }
      return t;
    },
    async getTransfer(id) {
      const t = held.get(id);
      if (!t) throw new ApiError({ status: 404, code: 'not_found', message: 'Transfer not found.' });
      return t;
    },
    async *iterateTransfers() {
      yield { items: [...held.values()], pagination: null };
    },
  };
  return {
    api,
    held,
    posts: () => posts,
    loseNextAnswer() {
      loseNext = true;
    },
    refuseNext(err: ApiError) {
      refuseNext = err;
    },
    holdNextPost() {
      let release!: () => void;
      let reached!: () => void;
      const reachedP = new Promise<void>((r) => {
        reached = r;
      });
      hold = { reached, release: new Promise<void>((r) => (release = r)) };
      return { reached: reachedP, release: () => release() };
    },
  };
}

/** The engine of one store (its own journal) against the shared fake service. */
export function transferHarness(api: TransfersApi, storeId = STORE) {
  const dir = mkdtempSync(join(tmpdir(), 'transfers-unit-'));
  const db: JournalDb = openJournalFile(join(dir, 'journal.db'));
  const index = new ItemIndex<ResolvableItem>();
  index.upsertMany(ITEMS);
  const packSizes = createPackSizes(db);
  const base = memoryCatalog();
  const names: Record<string, string> = { [STORE]: 'S1', [OTHER_STORE]: 'S2' };
  const catalog = {
    ...base,
    item: (id: string) => base.item(id, STORE),
    store: (id: string) => (names[id] ? { id, code: names[id]!, description: names[id]! } : null),
  };
  const service = createTransferService({
    api,
    db,
    catalog,
    scans: createScanItemResolver(index, packSizes),
    workingStoreId: () => storeId,
    user: () => 'tester',
  });
  return {
    /** The tag history's moves of a store in this journal. */
    moves: (store: string) => tagMoves(db, store),
    service,
    packSizes,
    close() {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
