// Process: main (domain, Electron-free). Commissioning as the app and the CLI use it: print jobs for an item or a
// receipt's lines (labels per unit, quantities chosen by the user), run to a printer and resumed, and one tag
// written with a reader (on a port the caller opens or borrows). The GS1 company prefix length (needed to encode,
// not knowable from a GTIN) is kept in the journal's meta, set once per store's data. The printer is checked
// (printer-target.ts) before a job is committed; a label file counts as chosen when it is the printer set here
// or the caller says the user named it as one (the CLI's --printer-file).
import {
  DEFAULT_LABEL_LAYOUT,
  type EncodeSettingsView,
  type LabelLayout,
  type LabelPreview,
  type ReceiptLabelsView,
} from '../../contract/encode';
import type { ReceiptDetail } from '../../contract/receiving';
import { getJournalMeta, type JournalDb, setJournalMeta } from '../journal/journal';
import { UserError } from '../shared/errors';
import { singleFlight } from '../shared/single-flight';
import type { EncodeCatalog } from './catalog-items';
import { createPrintJobs, type PrintJobView } from './print-jobs';
import { openPrinter, type PrinterTimeouts } from './printer-link';
import { checkPrinterTarget } from './printer-target';
import type { ReaderLink } from './reader-link';
import { checkReprint, planReceipt, type ReceiptPlan, unitsPerItem } from './receipt-plan';
import { checkCount, createSerialAllocator, type IssuedSerial, type SerialAllocator } from './serials';
import { sgtinTarget } from './sgtin-target';
import { checkPasswords, type WriteTagOptions, writeTag } from './write-tag';
import { barcodeOf, priceText, templateFor } from './zpl';

const PREFIX_KEY = 'encode.companyPrefixLength';
const PRINTER_KEY = 'encode.printer';
/** Each store's label template, by store id (a journal holds one account's stores). */
const layoutKey = (storeId: string) => `encode.layout.${storeId}`;

export interface EncodeServiceDeps {
  journal: JournalDb;
  catalog: EncodeCatalog;
  storeId: () => string | null;
  /** Used when the journal has none yet (the demo service knows its own). */
  defaultCompanyPrefixLength?: number;
  printerTimeouts?: Partial<PrinterTimeouts>;
  allocator?: SerialAllocator;
}

export interface LabelRequest {
  itemId: string;
  count: number;
}

export interface PrinterOptions {
  /** The user named this target as a label file (the CLI's --printer-file); the printer set here counts too. */
  fileChosen?: boolean;
}

/** A new job's printer options and the store's currency its labels print prices in (null: the figure alone). */
export interface JobOptions extends PrinterOptions {
  currency?: string | null;
}

/** A receipt's job: `again` when the user confirmed tagging a receipt this PC made labels for. */
export interface ReceiptJobOptions extends JobOptions {
  again?: boolean;
}

/** Lends a reader link for one write (the app's port lending; the CLI's own port). */
export type LendReader = <T>(write: (link: ReaderLink) => Promise<T>) => Promise<T>;

export function createEncodeService(deps: EncodeServiceDeps) {
  const allocator = deps.allocator ?? createSerialAllocator(deps.journal);
  const prefixLength = () => {
    const kept = getJournalMeta(deps.journal, PREFIX_KEY);
    return kept === null ? (deps.defaultCompanyPrefixLength ?? null) : Number(kept);
  };
  const layout = (): LabelLayout => {
    const id = deps.storeId();
    const kept = id ? getJournalMeta(deps.journal, layoutKey(id)) : null;
    return kept ? { ...DEFAULT_LABEL_LAYOUT, ...(JSON.parse(kept) as Partial<LabelLayout>) } : DEFAULT_LABEL_LAYOUT;
  };
  const jobs = () =>
    createPrintJobs(deps.journal, allocator, { companyPrefixLength: prefixLength(), template: templateFor(layout()) });
  const store = () => {
    const id = deps.storeId();
    if (!id) throw new UserError('no_working_store', 'Choose a store first.');
    return id;
  };

  const savedPrinter = () => getJournalMeta(deps.journal, PRINTER_KEY);
  const fileChosen = (printer: string, opts: PrinterOptions) => Boolean(opts.fileChosen) || printer === savedPrinter();
  /** The target checked as it stands now, before anything is committed: its form, and what a file path is. */
  const checkPrinter = (printer: string, opts: PrinterOptions) =>
    checkPrinterTarget(printer, { fileChosen: fileChosen(printer, opts) });
  const tagWrites = singleFlight<string>('encode.write.tag');

  const createJob = (
    printer: string,
    opts: JobOptions,
    from: string,
    requests: readonly LabelRequest[],
    receiptId: string | null = null,
  ): PrintJobView => {
    checkPrinter(printer, opts);
    const wanted = requests.filter((r) => r.count > 0);
    if (wanted.length === 0) throw new UserError('bad_input', 'Choose at least one label to print.');
    const items = deps.catalog.items(
      wanted.map((r) => r.itemId),
      store(),
    );
    const byId = new Map(items.map((i) => [i.id, i]));
    const lines = wanted.map((r) => {
      const item = byId.get(r.itemId);
      if (!item) throw new UserError('item_not_cached', `Item ${r.itemId} is not in the catalog cache.`);
      return { item, count: r.count };
    });
    return jobs().create(printer, from, lines, opts.currency ?? null, receiptId);
  };

  /**
   * One tag of the item, to be written with a TSL reader and verified (write-tag.ts). The item, its EPC target and
   * the passwords are checked now, so a request that cannot succeed is refused before the reader's port is lent.
   */
  const prepareTagWrite = (
    itemId: string,
    opts: WriteTagOptions = {},
  ): ((link: ReaderLink) => Promise<IssuedSerial>) => {
    const [item] = deps.catalog.items([itemId], store());
    if (!item) throw new UserError('item_not_cached', `Item ${itemId} is not in the catalog cache.`);
    const target = sgtinTarget(item, prefixLength());
    checkPasswords(opts);
    return (link) => writeTag(link, allocator, item, target, opts);
  };

  /** Each item's label as it will print (but for its EPC; prices in `currency`), or why it cannot be tagged. */
  const preview = (itemIds: readonly string[], currency: string | null = null): LabelPreview[] =>
    deps.catalog.items(itemIds, store()).map((item) => {
      let gtin14: string | null = null;
      let problem: string | null = null;
      try {
        gtin14 = sgtinTarget(item, prefixLength()).gtin14;
      } catch (err) {
        if (!(err instanceof UserError)) throw err;
        problem = (err as Error).message;
      }
      const facts = { sku: item.sku, description: item.description, retail: item.retail, upc: item.upc };
      return {
        itemId: item.id,
        sku: item.sku,
        description: item.description,
        price: priceText(item.retail, currency),
        barcode: barcodeOf(facts),
        gtin14,
        gtinSource: gtin14 === null ? null : (item.gtinSource ?? null),
        problem,
      };
    });

  /** Labels this PC already made for the receipt (printed, and owed by an unfinished job). */
  const receiptLabels = (receipt: Pick<ReceiptDetail, 'id' | 'docNumber'>): ReceiptLabelsView =>
    jobs().receiptLabels(receipt.id, receipt.docNumber);

  const settings = (): EncodeSettingsView => ({
    printer: savedPrinter(),
    companyPrefixLength: prefixLength(),
    layout: layout(),
  });

  return {
    companyPrefixLength: prefixLength,
    settings,
    /** Set in the app's printer settings: the user's choice, so a label file (*.zpl) is allowed here. */
    setPrinter(target: string) {
      checkPrinterTarget(target, { fileChosen: true });
      setJournalMeta(deps.journal, PRINTER_KEY, target.trim());
    },
    /** The printer set for this PC, else UserError saying to set one. */
    printer() {
      const p = settings().printer;
      if (!p) throw new UserError('bad_input', 'Set the label printer first (tcp://host:9100 or file:<path>).');
      return p;
    },
    preview,
    /** The working store's label template, changed field by field (the contract checked the values). */
    setLayout(patch: Partial<LabelLayout>) {
      const next = { ...layout(), ...patch };
      setJournalMeta(deps.journal, layoutKey(store()), JSON.stringify(next));
      return next;
    },
    setCompanyPrefixLength(n: number) {
      if (!Number.isInteger(n) || n < 6 || n > 12) {
        throw new UserError('bad_input', `A GS1 company prefix has 6 to 12 digits, not ${n}.`);
      }
      setJournalMeta(deps.journal, PREFIX_KEY, String(n));
    },
    /** N labels of one item. */
    itemJob(printer: string, itemId: string, count: number, opts: JobOptions = {}) {
      checkCount(count);
      const [item] = deps.catalog.items([itemId], store());
      return createJob(printer, opts, `item ${item?.sku ?? itemId}`, [{ itemId, count }]);
    },
    /**
     * One label per unit of the receipt's lines, or the quantities given per item: then an item not given gets none
     * (the screen and the CLI leave out the lines that cannot be tagged, `receiptPlan`, so they never refuse the
     * others). A receipt this PC made labels for is refused ('receipt_tagged_before') unless `opts.again`: the check
     * and the job are one synchronous step, so two requests never both pass it.
     */
    receiptJob(
      printer: string,
      receipt: ReceiptDetail,
      counts?: ReadonlyMap<string, number>,
      opts: ReceiptJobOptions = {},
    ) {
      const requests = [...unitsPerItem(receipt)].map(([itemId, n]) => ({
        itemId,
        count: counts ? (counts.get(itemId) ?? 0) : n,
      }));
      checkReprint(receipt.docNumber, receiptLabels(receipt), Boolean(opts.again));
      return createJob(printer, opts, `receipt ${receipt.docNumber}`, requests, receipt.id);
    },
    /** The receipt's labels per item that can be tagged, and the lines left out with the preview's reason. */
    receiptPlan: (receipt: Pick<ReceiptDetail, 'lines'>): ReceiptPlan =>
      planReceipt(receipt, (ids) => new Map(preview(ids).map((p) => [p.itemId, p]))),
    /** Labels this PC already made for the receipt (printed, and owed by an unfinished job): asked before tagging it
     *  again, so goods do not get two tags unawares; `receiptJob` refuses it unless meant again. */
    receiptLabels,
    /**
     * Prints what the job still owes (to `printer`, else the job's own, checked when the job was made);
     * PrinterError keeps the job resumable. A second call while the job prints gets the first one's outcome.
     */
    runJob(
      jobId: string,
      onLabel?: (v: PrintJobView) => void,
      printer?: string,
      opts: PrinterOptions = {},
    ): Promise<PrintJobView> {
      const j = jobs();
      const target = printer ?? j.view(jobId).printer;
      const check = { fileChosen: printer === undefined || fileChosen(printer, opts) };
      return j.run(jobId, () => openPrinter(target, check, deps.printerTimeouts), onLabel);
    },
    prepareTagWrite,
    /**
     * One tag written on a link `lend` gives (prepareTagWrite's checks first). A second call for the same item and
     * passwords while one writes (a double click, a second window) gets the first one's tag: one tag written.
     */
    writeTag(itemId: string, opts: WriteTagOptions, lend: LendReader): Promise<IssuedSerial> {
      const key = JSON.stringify([itemId, opts.accessPassword ?? null, opts.lockWith ?? null]);
      return tagWrites.run(key, async () => lend(prepareTagWrite(itemId, opts)));
    },
    job: (jobId: string) => jobs().view(jobId),
    printed: (jobId: string) => jobs().printed(jobId),
    unfinished: () => jobs().unfinished(),
    allocator,
  };
}

export type EncodeService = ReturnType<typeof createEncodeService>;
