// Process: test (node). A receiving engine over a real journal file in a temp folder, the real scan pipeline
// (domain/resolve/scan-item.ts) on an in-memory item index, pack sizes in the journal, and a small in-memory catalog
// port. The API client is a service that cannot be reached: drafts and scans must work without it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiError } from '../../../domain/api/errors';
import { checkDigit, encodeSgtin96 } from '../../../domain/codes';
import { type JournalDb, openJournalFile } from '../../../domain/journal/journal';
import { createPackSizes } from '../../../domain/journal/pack-sizes';
import type { ReceivingApi } from '../../../domain/receiving/api-port';
import type { ItemFacts, ReceivingCatalog, VendorFacts } from '../../../domain/receiving/catalog-facts';
import { createReceivingService } from '../../../domain/receiving/service';
import { ItemIndex } from '../../../domain/resolve/item-index';
import { createScanItemResolver } from '../../../domain/resolve/scan-item';
import type { ResolvableItem } from '../../../domain/resolve/types';

export const STORE = '11111111-1111-4111-8111-111111111111';
export const VENDOR = '22222222-2222-4222-8222-222222222222';

const gtin = (body13: string) => `${body13}${checkDigit(body13)}`;

export interface TestItem extends ResolvableItem {
  description: string;
  atStore: boolean;
}

function item(n: number, atStore = true): TestItem & { unitGtin: string; caseGtin: string } {
  const unitGtin = gtin(`006141410000${n}`);
  const caseGtin = gtin(`106141410000${n}`);
  return {
    id: `aaaaaaaa-0000-4000-8000-00000000000${n}`,
    sku: `SKU-${n}`,
    description: `Item ${n}`,
    upc: [unitGtin.slice(2), caseGtin],
    epcGTIN: [unitGtin],
    active: true,
    atStore,
    unitGtin,
    caseGtin,
  };
}

export const ITEMS = [item(1), item(2), item(3), item(4, false)];
export const epcOf = (i: number, serial: number) => encodeSgtin96({ gtin14: ITEMS[i]!.unitGtin, serial });

export const offlineApi = (): ReceivingApi => {
  const fail = () => {
    throw new ApiError({ status: null, code: 'network', message: 'The service cannot be reached.' });
  };
  return {
    listReceipts: fail,
    iterateReceipts: fail,
    getReceipt: fail,
    createReceipt: fail,
    iteratePurchaseOrders: fail,
  };
};

export function memoryCatalog(
  vendors: VendorFacts[] = [{ id: VENDOR, code: 'V1', name: 'Vendor one', storeIds: [STORE] }],
) {
  const facts = new Map<string, ItemFacts>(
    ITEMS.map((i) => [i.id, { id: i.id, sku: i.sku, description: i.description, availableAtStore: i.atStore }]),
  );
  const catalog: ReceivingCatalog = {
    item: (id) => facts.get(id) ?? null,
    vendors: () => vendors,
    store: (id) => (id === STORE ? { id, code: 'S1', description: 'Store one' } : null),
  };
  return catalog;
}

export function receivingHarness(api: ReceivingApi = offlineApi()) {
  const dir = mkdtempSync(join(tmpdir(), 'receiving-unit-'));
  const path = join(dir, 'journal.db');
  const index = new ItemIndex<ResolvableItem>();
  index.upsertMany(ITEMS);
  let db: JournalDb = openJournalFile(path);
  const make = () => {
    const packSizes = createPackSizes(db);
    return {
      packSizes,
      service: createReceivingService({
        api,
        db,
        catalog: memoryCatalog(),
        scans: createScanItemResolver(index, packSizes),
        packSizes,
        workingStoreId: () => STORE,
        user: () => 'tester',
      }),
    };
  };
  let current = make();
  return {
    get service() {
      return current.service;
    },
    get packSizes() {
      return current.packSizes;
    },
    /** Closes the journal and opens it again, as after a restart. */
    reopen() {
      db.close();
      db = openJournalFile(path);
      current = make();
    },
    close() {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
