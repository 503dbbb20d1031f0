// Process: shared by main and renderer (types only outside main). Commissioning: RFID labels printed and encoded
// for an item (the lookup card) or a receipt's lines (the receipt view), with the printer and the GS1 company
// prefix length this PC uses, a preview of the label, and print jobs run and resumed (domain/encode); and one tag
// written with a TSL reader from the lookup card.
import { z } from 'zod';
import type { TagGtinSource } from './catalog';
import { Guid, NoArgs, request } from './request';

/** Label sizes in inches (width x height), as a Zebra prints them at 203 dpi. */
export const LABEL_SIZES = ['2x1', '3x1', '4x2'] as const;
export type LabelSize = (typeof LABEL_SIZES)[number];

/** The store's label template: its size and which fields it carries (the description and the EPC write always). */
export interface LabelLayout {
  size: LabelSize;
  price: boolean;
  sku: boolean;
  barcode: boolean;
  /** The EPC in words at the foot of the label. */
  epcText: boolean;
}

export const DEFAULT_LABEL_LAYOUT: LabelLayout = { size: '2x1', price: true, sku: true, barcode: true, epcText: true };

export interface EncodeSettingsView {
  /** `tcp://host:9100`, `tcp://[v6]:9100` or `file:<device or label file>`; null until set. */
  printer: string | null;
  /** Digits of the GS1 company prefix in the store's GTINs (6-12); null until set (the demo knows its own). */
  companyPrefixLength: number | null;
  /** The working store's label template (the default until the store sets one). */
  layout: LabelLayout;
}

export type LabelBarcodeKind = 'upc-a' | 'ean-13' | 'code128';

/** The label as it will print, but for its EPC (a serial is issued only when the job is made). */
export interface LabelPreview {
  itemId: string;
  sku: string;
  description: string;
  /** The store's price as printed ("39.50"), empty when the store has none. */
  price: string;
  barcode: { kind: LabelBarcodeKind; data: string };
  /** The GTIN the EPC will carry, or why the item cannot be tagged (nothing can then be printed). */
  gtin14: string | null;
  /** Where that GTIN comes from (domain/codes/tag-gtins.ts): the item's RFID GTIN, else its barcode's. */
  gtinSource: TagGtinSource | null;
  problem: string | null;
}

export interface PrintJobView {
  id: string;
  printer: string;
  /** What the labels are for: "receipt REC00200", "item SKU-1". */
  from: string;
  printed: number;
  /** Labels still owed, those in doubt included (each is voided and replaced when the job runs again). */
  pending: number;
  /** Labels whose bytes may have reached the printer unconfirmed (the app or printer stopped meanwhile). */
  inDoubt: number;
  /** Labels voided (a tag that read back wrong, a label that may have printed when the printer failed). */
  spoiled: number;
  /** The printer's last error, with its own answer when it gave one. */
  lastError: string | null;
}

/** Labels this PC already made for a receipt: asked before tagging it again (goods must not get two tags). */
export interface ReceiptLabelsView {
  /** Labels printed and confirmed. */
  printed: number;
  /** Labels a job made for it still owes (a job cut off, resumable from its progress). */
  owed: number;
}

/**
 * The one reprint rule: a receipt with labels made on this PC (printed, or owed by a job cut off) is tagged again only
 * when the user says so. The screen asks first; main refuses a request that does not say it is meant again.
 */
export const taggedBefore = (made: ReceiptLabelsView): boolean => made.printed + made.owed > 0;

/** Whether "Write tag" can work with the reader as set up, and if not, what to do (shown instead of the button). */
export interface TagWriterView {
  canWrite: boolean;
  reason: string | null;
}

/** A tag written and read back: its EPC and serial, now used (never issued again). */
export interface WrittenTagView {
  epc: string;
  serial: string;
  itemId: string;
  locked: boolean;
}

/**
 * What became of a tag written with the reader: 'written' (read back as written, the serial used), 'spoiled' (the
 * write failed after its serial was issued: the serial is void and the tag may carry anything), 'writing' (under way
 * now, from this window or another).
 */
export type TagWriteState = 'written' | 'spoiled' | 'writing';

/** One write with the reader, as the journal keeps it (domain/encode/recent-writes.ts): the last of this session. */
export interface TagWriteView {
  epc: string;
  serial: string;
  itemId: string;
  /** The item's SKU in the catalog cache; null when the cache no longer has the item. */
  sku: string | null;
  state: TagWriteState;
  /** Why it was spoiled, in the words shown when it happened; null otherwise. */
  note: string | null;
  /** When it reached its state (ms since 1970). */
  at: number;
}

const Hex8 = z.string().regex(/^[0-9A-Fa-f]{8}$/, 'An access password is 8 hex digits.');

// Its form is main's to judge (domain/encode/printer-target.ts, the one reading of a target), with words that say
// what is wrong; the contract only bounds the text.
const Printer = z
  .string()
  .trim()
  .min(1, 'Give the printer: tcp://host:9100 or file:<device>.')
  .max(300)
  .regex(/^[^\p{Cc}]*$/u, 'A printer address has no control characters.');
const PrefixLength = z.number().int().min(6, 'At least 6 digits.').max(12, 'At most 12 digits.');
const JobId = z.uuid();
const Layout = z
  .object({
    size: z.enum(LABEL_SIZES),
    price: z.boolean(),
    sku: z.boolean(),
    barcode: z.boolean(),
    epcText: z.boolean(),
  })
  .partial()
  .strict();

export const encodeRequests = {
  'encode.settings.get': request<EncodeSettingsView>()(NoArgs),
  'encode.settings.set': request<EncodeSettingsView>()(
    z
      .object({ printer: Printer.optional(), companyPrefixLength: PrefixLength.optional(), layout: Layout.optional() })
      .strict(),
  ),
  'encode.preview': request<LabelPreview[]>()(z.object({ itemIds: z.array(Guid).min(1).max(500) }).strict()),
  'encode.print.item': request<PrintJobView>()(
    z.object({ itemId: Guid, count: z.number().int().min(1).max(10_000) }).strict(),
  ),
  'encode.print.receipt': request<PrintJobView>()(
    z
      .object({
        receiptId: Guid,
        lines: z
          .array(z.object({ itemId: Guid, count: z.number().int().min(0).max(10_000) }).strict())
          .min(1)
          .max(500),
        /** Meant again: the user confirmed tagging a receipt that has labels (else such a receipt is refused). */
        again: z.boolean().optional(),
      })
      .strict(),
  ),
  'encode.receipt.labels': request<ReceiptLabelsView>()(z.object({ receiptId: Guid }).strict()),
  /** Prints what the job still owes; answers when it is done or the printer failed (the job kept). */
  'encode.jobs.run': request<PrintJobView>()(z.object({ jobId: JobId }).strict()),
  'encode.jobs.get': request<PrintJobView>()(z.object({ jobId: JobId }).strict()),
  'encode.writer': request<TagWriterView>()(NoArgs),
  /** One tag near the reader written with the item's next EPC and read back (the reader's port lent meanwhile). */
  'encode.write.tag': request<WrittenTagView>()(
    z.object({ itemId: Guid, accessPassword: Hex8.optional(), lockWith: Hex8.optional() }).strict(),
  ),
  /** This session's writes with the reader (since the journal opened at sign-in), newest first, the last 20. */
  'encode.writes.recent': request<TagWriteView[]>()(NoArgs),
} as const;
