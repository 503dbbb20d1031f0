// Process: main (domain, Electron-free). The label template as ZPL II for Zebra-compatible RFID printers: item
// description, price (with the store's currency as its ISO code, "USD 19.99": every ZPL font prints letters, not
// every one a currency sign), SKU, a barcode (UPC-A, EAN-13, else Code 128 of the SKU), the EPC in words, the EPC write
// with the PC word (`^RFW,H` from word 1, so the tag's length bits say 96 bits), the printer's own retries and
// error mode (`^RS`), and the EPC read back to the host after printing (`^RFR` + `^HV`, "EPC:<hex>"), which is how
// a job knows each label was encoded and printed. The store's template (contract LabelLayout: size, which fields)
// becomes a LabelTemplate with templateFor.
import { DEFAULT_LABEL_LAYOUT, type LabelBarcodeKind, type LabelLayout, type LabelSize } from '../../contract/encode';

export interface LabelFacts {
  sku: string;
  description: string;
  retail: number | null;
  upc: string | null;
  /** The store's currency (ISO 4217) when the job was made; null or absent (a job from before): the figure alone. */
  currency?: string | null;
}

export interface LabelTemplate {
  /** Dots: 406 x 203 is a 2 x 1 inch label at 203 dpi. */
  widthDots: number;
  heightDots: number;
  /** Labels the printer tries before it gives up on a bad tag (`^RS` n). */
  encodeTries: number;
  /** `^HV` read-back; off for printers without it (then a label counts once the printer took it). */
  readBack: boolean;
  /** The fields the store's template carries (contract LabelLayout); all when left out. */
  show?: Omit<LabelLayout, 'size'>;
}

export const DEFAULT_TEMPLATE: LabelTemplate = { widthDots: 406, heightDots: 203, encodeTries: 3, readBack: true };

/** Dots at 203 dpi per label size. */
const SIZE_DOTS: Record<LabelSize, [number, number]> = { '2x1': [406, 203], '3x1': [609, 203], '4x2': [812, 406] };

/** The store's layout (size and fields) as the template a print job renders with. */
export function templateFor(layout: LabelLayout = DEFAULT_LABEL_LAYOUT): LabelTemplate {
  const [widthDots, heightDots] = SIZE_DOTS[layout.size];
  const { size: _size, ...show } = layout;
  return { ...DEFAULT_TEMPLATE, widthDots, heightDots, show };
}

/** PC word of a 96-bit EPC: length 6 words in bits 15..11, no user memory, a GS1 EPC (not ISO). */
export const PC_96 = '3000';

/** Field data with `^FH_`: ^, ~ and _ (and control characters) become _XX hex, so data never reads as a command. */
export function fieldData(text: string): string {
  let out = '';
  for (const c of text) {
    const code = c.charCodeAt(0);
    const special = c === '^' || c === '~' || c === '_' || code < 32 || code === 127;
    out += special ? `_${code.toString(16).toUpperCase().padStart(2, '0')}` : c;
  }
  return out;
}

const text = (x: number, y: number, h: number, value: string, width?: number) =>
  `^FO${x},${y}^A0N,${h},${h}${width ? `^FB${width},1,0,L` : ''}^FH_^FD${fieldData(value)}^FS`;

/**
 * The description's font height in dots: 24, smaller for a long text (the description with its size and colour) so
 * it stays on its one line (font 0 at width = height averages about half the height a character), never under 16.
 */
export function descriptionHeight(description: string, widthDots: number): number {
  const fit = Math.floor(widthDots / (0.5 * Math.max(1, description.length)));
  return Math.max(16, Math.min(24, fit));
}

/** The barcode a label carries: the item's UPC-A or EAN-13, else its SKU in Code 128. */
export function barcodeOf(facts: LabelFacts): { kind: LabelBarcodeKind; data: string } {
  const upc = facts.upc ?? '';
  if (/^\d{12}$/.test(upc)) return { kind: 'upc-a', data: upc };
  if (/^\d{13}$/.test(upc)) return { kind: 'ean-13', data: upc };
  return { kind: 'code128', data: facts.sku };
}

const BARCODE_FIELD: Record<LabelBarcodeKind, string> = {
  'upc-a': '^BUN,60,Y,N,Y',
  'ean-13': '^BEN,60,Y,N',
  code128: '^BCN,60,Y,N,N^FH_',
};

function barcode(facts: LabelFacts): string {
  const b = barcodeOf(facts);
  // UPC-A and EAN-13 go without their check digit: the printer computes and prints it.
  const data = b.kind === 'code128' ? fieldData(b.data) : b.data.slice(0, -1);
  return `^FO16,74^BY2${BARCODE_FIELD[b.kind]}^FD${data}^FS`;
}

/** A label's price: "USD 19.99" with the store's currency, "19.99" without one, '' for no price. */
export function priceText(retail: number | null, currency: string | null = null): string {
  if (retail === null) return '';
  return currency ? `${currency} ${retail.toFixed(2)}` : retail.toFixed(2);
}

/** One label: ^XA..^XZ, ending CR LF so a capture file reads one label a line group. */
export function renderLabel(facts: LabelFacts, epc: string, t: LabelTemplate = DEFAULT_TEMPLATE): string {
  const lines = [
    '^XA',
    '^CI28',
    `^PW${t.widthDots}^LL${t.heightDots}`,
    `^RS8,,,${t.encodeTries},E`,
    `^RFW,H,1,14,1^FD${PC_96}${epc}^FS`,
    text(16, 12, descriptionHeight(facts.description, t.widthDots - 32), facts.description, t.widthDots - 32),
  ];
  const show = t.show ?? DEFAULT_LABEL_LAYOUT;
  // The SKU sits at the right of the price line: 220 dots in on a 2-inch label, further on wider ones.
  if (show.price) lines.push(text(16, 42, 28, priceText(facts.retail, facts.currency ?? null)));
  if (show.sku) lines.push(text(t.widthDots - 186, 46, 20, `SKU ${facts.sku}`));
  if (show.barcode) lines.push(barcode(facts));
  if (show.epcText) lines.push(text(16, t.heightDots - 26, 18, epc));
  if (t.readBack) lines.push('^RFR,H,2,12,1^FN1^FS^HV1,24,EPC:^FS');
  lines.push('^PQ1', '^XZ');
  return `${lines.join('\r\n')}\r\n`;
}
