// Process: main (composition, Electron-free). Commissioning inside the app: the encode service (domain/encode) on the
// journal the app holds open and the catalog cache open at the time of the call (both are replaced after a
// restart or a rebuild, so the service follows them), the working store, and receipts read through receiving. The
// demo service's GTINs have a known company prefix length; a real service's is set by the user. A tag is written on
// the reader's own serial port, lent by the reader service for the write (domain/encode/port-lending.ts).
import type { ReceiptDetail } from '../../../contract/receiving';
import { encodeCatalog } from '../../../domain/encode/catalog-items';
import { createPortLender, type LendableReader, type PortLender } from '../../../domain/encode/port-lending';
import { openSerialByteLink } from '../../../domain/encode/reader-link';
import { createEncodeService, type EncodeService } from '../../../domain/encode/service';
import type { JournalDb } from '../../../domain/journal/journal';
import { UserError } from '../../../domain/shared/errors';
import type { SqliteDb } from '../../../domain/sqlite/open';
import { DEMO_GS1_COMPANY_PREFIX_LENGTH } from '../../../service/seed/demo-constants';

export interface AppEncodeDeps {
  journalDb(): JournalDb | null;
  catalogDb(): SqliteDb | null;
  workingStoreId(): string | null;
  isDemo(): boolean;
  receipt(receiptId: string): Promise<ReceiptDetail>;
  /** The app's reader, whose serial port is lent for writing a tag. */
  reader: LendableReader;
}

export interface AppEncode {
  service(): EncodeService;
  receipt(receiptId: string): Promise<ReceiptDetail>;
  writer: PortLender;
}

export function createAppEncode(deps: AppEncodeDeps): AppEncode {
  let built: { journal: JournalDb; catalog: SqliteDb; demo: boolean; service: EncodeService } | null = null;
  return {
    service() {
      const journal = deps.journalDb();
      const catalog = deps.catalogDb();
      if (!journal || !catalog) {
        throw new UserError('unavailable', 'Sign in and choose a store first: labels are made from the catalog.');
      }
      const demo = deps.isDemo();
      if (built?.journal !== journal || built.catalog !== catalog || built.demo !== demo) {
        const service = createEncodeService({
          journal,
          catalog: encodeCatalog(catalog),
          storeId: deps.workingStoreId,
          ...(demo ? { defaultCompanyPrefixLength: DEMO_GS1_COMPANY_PREFIX_LENGTH } : {}),
        });
        built = { journal, catalog, demo, service };
      }
      return built.service;
    },
    receipt: deps.receipt,
    writer: createPortLender(deps.reader, openSerialByteLink),
  };
}
