// Process: main (composition, Electron-free). Commissioning inside the app: the encode service (domain/encode), a
// journal engine built when the journal opens and dropped when it closes (hosts/app/journal), on the catalog cache
// open at the time of each call (replaced after a rebuild), the working store, and receipts read through
// receiving. The demo service's GTINs have a known company prefix length; a real service's is set by the user. A
// tag is written on the reader's own serial port, lent by the reader service for the write
// (domain/encode/port-lending.ts).
import type { TagWriteView } from '../../../contract/encode';
import type { ReceiptDetail } from '../../../contract/receiving';
import { encodeCatalog } from '../../../domain/encode/catalog-items';
import { createPortLender, type LendableReader, type PortLender } from '../../../domain/encode/port-lending';
import { openSerialByteLink } from '../../../domain/encode/reader-link';
import { recentTagWrites } from '../../../domain/encode/recent-writes';
import { createEncodeService, type EncodeService } from '../../../domain/encode/service';
import type { JournalDb } from '../../../domain/journal/journal';
import { UserError } from '../../../domain/shared/errors';
import type { SqliteDb } from '../../../domain/sqlite/open';
import { DEMO_GS1_COMPANY_PREFIX_LENGTH } from '../../../service/seed/demo-constants';
import { followCatalog } from '../catalog/follow-catalog';
import type { JournalEngine } from '../journal/app-journal';

export interface EncodeEngineDeps {
  catalogDb(): SqliteDb | null;
  workingStoreId(): string | null;
  /** Signed in to the demo service (its GTINs' company prefix length is known). */
  isDemo(): boolean;
}

/** The encode service on the open journal; `service()` refuses while there is none or no catalog is open. */
export interface EncodeEngine extends JournalEngine {
  service(): EncodeService;
  /** The tags written with a reader since the journal opened (this sign-in's session), newest first. */
  recentWrites(): TagWriteView[];
}

export function createEncodeEngine(deps: EncodeEngineDeps): EncodeEngine {
  let service: EncodeService | null = null;
  // The journal the engine runs on and when it first started on it: "this session" for the list of recent writes.
  // Kept across the restarts a replaced catalog index causes (the same journal), new with each journal opened.
  let session: { db: JournalDb; since: number } | null = null;
  const catalogOf = followCatalog(deps.catalogDb, encodeCatalog);
  const refusal = () =>
    new UserError('unavailable', 'Sign in and choose a store first: labels are made from the catalog.');
  const catalog = {
    itemIdBySku: (sku: string) => catalogOf()?.itemIdBySku(sku) ?? null,
    items: (ids: readonly string[], storeId: string) => catalogOf()?.items(ids, storeId) ?? [],
  };
  return {
    start(journal) {
      if (session?.db !== journal) session = { db: journal, since: Date.now() };
      service = createEncodeService({
        journal,
        catalog,
        storeId: deps.workingStoreId,
        // The demo is its own account (its own journal), so this holds for as long as the journal is open.
        ...(deps.isDemo() ? { defaultCompanyPrefixLength: DEMO_GS1_COMPANY_PREFIX_LENGTH } : {}),
      });
    },
    stop() {
      service = null;
    },
    service() {
      if (!service || !deps.catalogDb()) throw refusal();
      return service;
    },
    recentWrites() {
      if (!service || !session) throw refusal();
      return recentTagWrites(session.db, { since: session.since, storeId: deps.workingStoreId(), catalog });
    },
  };
}

export interface AppEncodeDeps {
  engine: Pick<EncodeEngine, 'service' | 'recentWrites'>;
  receipt(receiptId: string): Promise<ReceiptDetail>;
  /** The app's reader, whose serial port is lent for writing a tag. */
  reader: LendableReader;
}

export interface AppEncode {
  service(): EncodeService;
  recentWrites(): TagWriteView[];
  receipt(receiptId: string): Promise<ReceiptDetail>;
  writer: PortLender;
}

export function createAppEncode(deps: AppEncodeDeps): AppEncode {
  return {
    service: () => deps.engine.service(),
    recentWrites: () => deps.engine.recentWrites(),
    receipt: deps.receipt,
    writer: createPortLender(deps.reader, openSerialByteLink),
  };
}
