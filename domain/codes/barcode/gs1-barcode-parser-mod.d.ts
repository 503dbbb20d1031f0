// Process: main (domain, Electron-free). Types for gs1-barcode-parser-mod, which ships none: only the
// parts the element-string wrapper uses.
declare module 'gs1-barcode-parser-mod' {
  export interface ParsedElement {
    ai: string;
    dataTitle: string;
    data: unknown;
    unit: string;
    /** The untouched substring the element was read from. */
    raw: string;
  }
  export interface ParsedBarcode {
    codeName: string;
    parsedCodeItems: ParsedElement[];
  }
  /** Throws a string describing the problem when the text is no valid element string. */
  export function parseBarcode(barcode: string): ParsedBarcode;
}
